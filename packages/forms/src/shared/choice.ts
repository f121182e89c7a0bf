import type { ReactNode } from 'react';

export interface ChoiceProps {
  label: ReactNode;
  /** The choices; each is both the value sent and the text shown. */
  options: readonly string[];
  description?: ReactNode;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
}
