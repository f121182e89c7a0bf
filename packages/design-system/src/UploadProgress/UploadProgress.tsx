import { lazy, Suspense } from 'react';
import type { UploadProgressProps } from './UploadProgressView.tsx';

export type { UploadProgressProps };

/**
 * Fetched with the first upload, not with every form page: the forms that can upload are the
 * pages a visitor meets first, held to their first-load budget (decision 0033).
 */
const UploadProgressView = lazy(() => import('./UploadProgressView.tsx'));

/**
 * An upload under way: a labelled progress bar with its percent, and a button that cancels it.
 * On a 0.5 Mbps connection a receipt photo takes several seconds, so the reviewee sees it move
 * and can stop it (decision 0037).
 */
export function UploadProgress(props: UploadProgressProps) {
  return (
    <Suspense fallback={null}>
      <UploadProgressView {...props} />
    </Suspense>
  );
}
