import { lazy, Suspense, useEffect, useState } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue, type ToastOptions } from 'react-aria-components';
import type { ToastContent, ToastRegionProps } from './Toast.types.ts';

export type { ToastContent, ToastRegionProps };

/** Notifications auto-dismiss after 7 seconds (spec section 8 and section 9). */
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

/**
 * React Aria's region and toast code is fetched with the first notification, not with every
 * page: most visits show none, and the first paint never needs it (issue 7's budget).
 */
const ToastRegionView = lazy(() => import('./ToastRegionView.tsx'));

/**
 * The top-right landmark where notifications appear (spec section 8). Render it once near the
 * root. React Aria makes it an F6-reachable region, pauses every timer while it is hovered or
 * focused, and moves focus sensibly when a focused toast closes.
 */
export function ToastRegion({ queue = toastQueue, closeLabel = 'Close' }: ToastRegionProps) {
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    if (isNeeded) return;
    // Once mounted, the region stays: it manages focus and timers from then on.
    const update = () => setIsNeeded((needed) => needed || queue.visibleToasts.length > 0);
    update();
    return queue.subscribe(update);
  }, [queue, isNeeded]);
  return isNeeded ? (
    <Suspense fallback={null}>
      <ToastRegionView queue={queue} closeLabel={closeLabel} />
    </Suspense>
  ) : null;
}
