import { callEndpoint, useApiClient } from '@review-center/api-client/react';
import type { UploadProgressProps } from '@review-center/design-system';
import type { UploadResult } from '@review-center/domain';
import { useRef, useState } from 'react';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Uploads a form's chosen files for the payment, registration and support pages (decision 0037):
 * images are made smaller first, the upload reports its progress and can be cancelled, and its
 * timeout is sized to its bytes; the code that does it loads now, not with the page. It rejects
 * with an Error whose message names what stopped it; the form keeps the chosen files, so sending
 * the form again retries.
 */
export function useFileUpload() {
  // POST /uploads changes nothing cached: called as such, not through a mutation hook, so a form's
  // page does not load every enrollment mutation with it (decision 0044).
  const client = useApiClient();
  const [progress, setProgress] = useState<{ label: string; value?: number } | null>(null);
  const running = useRef<AbortController | null>(null);

  async function send(files: readonly Blob[]): Promise<UploadResult[]> {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ label: `Preparing ${count(files.length, 'image')}` });
    const label = `Uploading ${count(files.length, 'file')}`;
    try {
      const { sendFiles } = await import('./send-files.ts');
      return await sendFiles(
        files,
        (input) => callEndpoint(client, 'uploadFiles', input),
        controller.signal,
        (value) => setProgress({ label, value }),
      );
    } finally {
      running.current = null;
      setProgress(null);
    }
  }

  const cancel = () => running.current?.abort(new DOMException('The upload was cancelled', 'AbortError'));
  /** What the form shows while the upload runs (its `upload` prop), or null. */
  const shown: UploadProgressProps | null = progress ? { ...progress, onCancel: cancel } : null;
  return { send, progress: shown };
}
