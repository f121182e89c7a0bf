import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToastContent, ToastRegionProps } from './Toast.types.ts';
import { toastQueue } from './toastQueue.ts';

export type { ToastContent, ToastRegionProps };

/**
 * React Aria's region and toast code is fetched with the first notification, not with every
 * page: most visits show none, and the first paint never needs it (the first-load JavaScript
 * budget in the README, measured by `pnpm bench:bundle`).
 */
const ToastRegionView = lazy(() => import('./ToastRegionView.tsx'));

/**
 * The top-right landmark where notifications appear (product §8). Render it once near the
 * root. React Aria makes it an F6-reachable region, pauses every timer while it is hovered or
 * focused, and moves focus sensibly when a focused toast closes. The region opens below the
 * sticky header, and Escape closes the newest notification from anywhere on the page.
 */
export function ToastRegion({ queue = toastQueue, closeLabel = 'Close', ref }: ToastRegionProps) {
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    if (isNeeded) return;
    // Once mounted, the region stays: it manages focus and timers from then on.
    const update = () => setIsNeeded((needed) => needed || queue.visibleToasts.length > 0);
    update();
    return queue.subscribe(update);
  }, [queue, isNeeded]);
  useEffect(() => {
    // Escape closes the newest notification wherever focus is (React Aria's own handler works
    // only inside the region). A dialog, menu or list box that used the key has stopped it or
    // marked it handled, so it closes that first.
    const onKeyDown = (event: KeyboardEvent) => {
      const newest = queue.visibleToasts[0];
      if (event.key !== 'Escape' || event.defaultPrevented || !newest) return;
      queue.close(newest.key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [queue]);
  return isNeeded ? (
    <Suspense fallback={null}>
      <ToastRegionView queue={queue} closeLabel={closeLabel} ref={ref} />
    </Suspense>
  ) : null;
}
