import { toastQueue } from '@review-center/design-system';

/** Product §8: failures are top-right notifications that close after 7 s (the design-system queue). */
export const notifyError = (title: string): void => {
  toastQueue.add({ title, variant: 'error' });
};

/**
 * Confirmations (product §8 success strings) in the same top-right queue. Gives the toast's key:
 * the next step of the same task passes it as `replacing`, so one task shows one toast at a time
 * (two stacked covered the payment summary on a phone).
 */
export const notifySuccess = (title: string, replacing?: string): string => {
  if (replacing) toastQueue.close(replacing);
  return toastQueue.add({ title, variant: 'success' });
};
