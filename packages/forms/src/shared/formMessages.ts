import { ERROR_MESSAGES } from '@review-center/domain';

/** What a failed `onSubmit` shows: its own message, or the generic one of product §8. */
export function messageOfFailure(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : ERROR_MESSAGES.generic;
}

/** The sentence of the error summary: how many fields need the user's attention. */
export function errorSummaryText(count: number): string {
  return count === 1 ? 'Please correct the error below.' : `Please correct the ${count} errors below.`;
}
