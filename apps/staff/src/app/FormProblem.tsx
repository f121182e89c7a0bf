import { FORM_FAILURE_NEXT_STEPS, formFailureNextStep } from '@review-center/domain';
import { failureKindOf, FormFailureAlert, type FormFailure } from '@review-center/forms';
import { problemOf } from './problem.ts';

export type { FormFailure };

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

/** A console form's refusal that belongs to no field, above its fields as FormFrame shows one. */
export function FormProblem({ failure }: { failure: FormFailure | null }) {
  return <FormFailureAlert failure={failure} data-testid="form-problem" />;
}
