import { isApiError, toFailure } from '@review-center/api-client';
import { ERROR_MESSAGES } from '@review-center/domain';

/** Decision 0081: the API answers 403 to a reviewee without access to any offering. */
export const NO_ACCESS = 'Practice is for reviewees with an active enrollment.';

export const isNoAccess = (error: unknown) => isApiError(error) && error.status === 403;

/** Why a session's questions did not load, and what to do. */
export function itemsFailure(error: unknown): string {
  const kind = toFailure(error).kind;
  if (kind === 'network' || kind === 'timeout')
    return `${ERROR_MESSAGES.noNetwork}. The questions could not be loaded. Check your connection, then press Try again.`;
  return 'The review center could not load the questions just now. Press Try again in a moment.';
}
