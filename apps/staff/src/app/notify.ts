import { toastQueue } from '@review-center/design-system';

/** A console notification: what an action did, or (`ok` false) why it did not. */
export const notify = (title: string, ok = true) => toastQueue.add({ title, variant: ok ? 'success' : 'error' });
