import { toastQueue } from '@review-center/design-system';

/** Product §8: failures are top-right notifications that close after 7 s (the design-system queue). */
export const notifyError = (title: string): void => {
  toastQueue.add({ title, variant: 'error' });
};

/** Confirmations (product §8 success strings) in the same top-right queue. */
export const notifySuccess = (title: string): void => {
  toastQueue.add({ title, variant: 'success' });
};
