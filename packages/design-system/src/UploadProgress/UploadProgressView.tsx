import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--ds-space-3);
  inline-size: 100%;
`;

const Bar = styled.div`
  flex: 1 1 14rem;
`;

/** What the upload's bar and button show. */
export interface UploadProgressProps {
  /**
   * Percent of the bytes sent, 0 to 100. Left out while the files are still being prepared:
   * the bar then shows activity without a value.
   */
  value?: number | undefined;
  /**
   * The bar's visible label, also its accessible name.
   * @default 'Uploading files'
   */
  label?: ReactNode;
  /** Stops the upload; the form keeps the chosen files, so it can be sent again. */
  onCancel: () => void;
  /**
   * The cancel button's text.
   * @default 'Cancel upload'
   */
  cancelLabel?: string;
}

/** The bar and the button; loaded with the first upload (UploadProgress.tsx). */
export default function UploadProgressView({
  value,
  label = 'Uploading files',
  onCancel,
  cancelLabel = 'Cancel upload',
}: UploadProgressProps) {
  return (
    <Row>
      <Bar>
        <ProgressBar label={label} value={value} isIndeterminate={value === undefined} />
      </Bar>
      <Button variant="secondary" size="sm" onPress={onCancel}>
        {cancelLabel}
      </Button>
    </Row>
  );
}
