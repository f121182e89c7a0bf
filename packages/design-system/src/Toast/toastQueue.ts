import { UNSTABLE_ToastQueue as AriaToastQueue, type ToastOptions } from 'react-aria-components';
import type { ToastContent } from './Toast.types.ts';

/** Notifications auto-dismiss after 7 seconds (product §8 and §9). */
export const TOAST_TIMEOUT_MS = 7000;

/**
 * React Aria's toast queue with the product's default timeout: `add(content)` shows a toast that
 * closes itself after 7 s (pass `{ timeout }` to change it). The timer pauses while the region
 * is hovered or focused (React Aria).
 */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  constructor(options: ConstructorParameters<typeof AriaToastQueue>[0] = { maxVisibleToasts: 5 }) {
    super(options);
  }
  override add(content: ToastContent, options: ToastOptions = {}): string {
    return super.add(content, { timeout: TOAST_TIMEOUT_MS, ...options });
  }
}

/** The app's shared queue: call `toastQueue.add({ title, variant })` from anywhere. */
export const toastQueue = new ToastQueue();
