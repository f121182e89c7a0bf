import { ERROR_MESSAGES, formFailureNextStep, type FormFailureKind } from '@review-center/domain';

/** What a failed `onSubmit` shows: its own message, or the generic one of product §8. */
function messageOfFailure(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : ERROR_MESSAGES.generic;
}

/** A fetch that got no answer rejects with a TypeError whose wording each browser chooses. */
const NO_ANSWER = /fetch|network|load failed/i;

/**
 * What kind of refusal a failed `onSubmit` was, read from it and its causes: the API client's
 * error carries a `kind` (docs/architecture.md#api-client), which the site wraps in an Error with
 * the message of product §8; a bare fetch fails with a TypeError; an offline browser says so.
 */
export function failureKindOf(error: unknown): FormFailureKind {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { kind } = current as { kind?: unknown };
    if (kind === 'timeout' || kind === 'network') return kind;
    if (current instanceof DOMException && current.name === 'TimeoutError') return 'timeout';
    if (current instanceof TypeError && NO_ANSWER.test(current.message)) return 'network';
    current = (current as { cause?: unknown }).cause;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network';
  return 'refused';
}

/** A refusal that belongs to no field: what happened, then what to do next. */
export interface FormFailure {
  message: string;
  nextStep: string | undefined;
}

/**
 * What a form-level alert shows for a failed submit: `message` (the error's own, or the generic
 * one of product §8, unless the caller words it), then the next step for its kind of failure.
 */
export function failureOf(error: unknown, message = messageOfFailure(error)): FormFailure {
  return { message, nextStep: formFailureNextStep(failureKindOf(error), message) };
}

/** The sentence of the error summary: how many fields need the user's attention. */
export function errorSummaryText(count: number): string {
  return count === 1 ? 'Please correct the error below.' : `Please correct the ${count} errors below.`;
}
