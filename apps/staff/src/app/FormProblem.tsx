import { FORM_FAILURE_NEXT_STEPS, formFailureNextStep } from '@review-center/domain';
import { failureKindOf } from '@review-center/forms';
import styled from 'styled-components';
import { problemOf } from './problem.ts';

/** A refusal that belongs to no field: what happened, then what to do next. */
export interface FormFailure {
  message: string;
  nextStep: string | undefined;
}

/**
 * What a console form says when the server refused a submit for no field of its own, or never
 * answered: `lead` names what did not happen ("The coupon was not saved"), then the server's
 * reason (problemOf), then the next step of the domain (FORM_FAILURE_NEXT_STEPS), which says that
 * everything typed is still there. A timeout or a lost connection is named by the next step itself.
 */
export function formFailureOf(error: unknown, lead: string): FormFailure {
  const kind = failureKindOf(error);
  if (kind !== 'refused') return { message: `${lead}.`, nextStep: FORM_FAILURE_NEXT_STEPS[kind] };
  const message = `${lead}: ${problemOf(error)}`;
  return { message, nextStep: formFailureNextStep(kind, message) };
}

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

/**
 * A form's refusal that belongs to no field, above its fields as the forms package's FormFrame
 * shows one. Always in the page (empty, it takes no space), so the text a failure adds is
 * announced (WAI-ARIA alert).
 */
export function FormProblem({ failure }: { failure: FormFailure | null }) {
  return (
    <Alert role="alert" data-testid="form-problem">
      {failure?.message}
      {failure?.nextStep ? <span className="next-step">{failure.nextStep}</span> : null}
    </Alert>
  );
}
