import styled from 'styled-components';
import type { FormFailure } from '../shared/formMessages.ts';

const Alert = styled.div`
  padding: var(--ds-space-3) var(--ds-space-4);
  border: 2px solid var(--ds-color-danger);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-danger-surface);
  color: var(--ds-color-danger);
  font-weight: 600;

  &:empty {
    display: none;
  }
  .next-step {
    display: block;
    margin-block-start: var(--ds-space-1);
    font-weight: 400;
  }
`;

export interface FormFailureAlertProps {
  /** The refusal to show, or null while there is none. */
  failure: FormFailure | null | undefined;
  /** Names the alert for tests. */
  'data-testid'?: string;
  /** A class of the caller's, e.g. to place the alert in its layout. */
  className?: string;
}

/**
 * A form's refusal that belongs to no field, above its fields: the message alone is the alert's
 * own text (product §8 quotes it), the next step follows. Always in the page (empty, it takes no
 * space), so the text a failure adds is announced (WAI-ARIA alert).
 */
export function FormFailureAlert({ failure, className, ...props }: FormFailureAlertProps) {
  return (
    <Alert role="alert" className={className} data-testid={props['data-testid']}>
      {failure?.message}
      {/* A space between the two, so that read as one text they stay two sentences. */}
      {failure?.nextStep ? (
        <>
          {' '}
          <span className="next-step">{failure.nextStep}</span>
        </>
      ) : null}
    </Alert>
  );
}
