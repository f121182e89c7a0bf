import { ApiError, isApiError } from '@review-center/api-client';
import { problemOf } from '../problem.ts';

/**
 * For a record form's `save`: the server's 409 (a title or slug another record has) becomes the
 * refusal of `field`, as a 400 naming the field would be, so `useRecordForm` shows it under that
 * field and in the summary, not above the form. Any other failure passes unchanged.
 */
export const conflictOn =
  (field: string) =>
  (error: unknown): never => {
    if (!isApiError(error) || error.status !== 409) throw error;
    throw new ApiError('http', error.message, {
      status: error.status,
      body: { message: `body.${field}: ${problemOf(error)}` },
      cause: error,
    });
  };
