import { serverMessage, toFailure } from '@review-center/api-client';
import { ERROR_MESSAGES, messageFor } from '@review-center/domain';

/**
 * What to tell the reviewee when a discussion call fails: the server's own sentence when it sent
 * one (it names what is wrong: not Active in the offering, access ended, not the author, removed),
 * otherwise the product's network or generic message (product §8).
 */
export function discussionFailure(error: unknown): string {
  const failure = toFailure(error);
  if (failure.kind === 'network' || failure.kind === 'timeout') return ERROR_MESSAGES.noNetwork;
  return serverMessage(error) ?? messageFor('generic', failure);
}
