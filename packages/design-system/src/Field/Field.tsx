import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

/** The texts every labelled field shows around its control. */
export interface FieldTextProps {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  /** Help shown under the field. */
  description?: ReactNode;
  /**
   * A message shown under the field that marks it invalid (for example from a form library).
   * The field is invalid while it is set, unless `isInvalid` says otherwise.
   */
  errorMessage?: string;
}

export interface FieldBlockProps extends FieldTextProps {
  /** The control, between the label and the help. */
  children: ReactNode;
}

/**
 * The label above a field's control and the description and error under it, shared by every
 * field. Placed inside a React Aria field, the three are wired to the control by its context
 * (the label names it, the description and error describe it).
 */
export function FieldBlock({ label, description, errorMessage, children }: FieldBlockProps) {
  return (
    <>
      <Label>{label}</Label>
      {children}
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
