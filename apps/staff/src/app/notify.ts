import { toastQueue } from '@review-center/design-system';
import { problemOf } from './problem.ts';

/** A console notification: what an action did, or (`ok` false) why it did not. */
export const notify = (title: string, ok = true) => toastQueue.add({ title, variant: ok ? 'success' : 'error' });

/** An action's failure, as a notification of why it did not happen (problemOf). */
export const notifyFailure = (error: unknown) => notify(problemOf(error), false);
