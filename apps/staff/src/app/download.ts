import { useMutation } from '@tanstack/react-query';
import { notify } from './notify.ts';
import { problemOf } from './problem.ts';

/** Offers a file to save, as the browser's download of `blob` named `name` (an export). */
export function saveFile(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * An export: `read` fetches it, `save` offers it as a file; a failure is notified. A read, not an
 * action: nothing on the page changes, so nothing is fetched again after it.
 */
export const useExport = <T>(read: () => Promise<T>, save: (answer: T) => void) =>
  useMutation({
    mutationFn: read,
    onSuccess: save,
    onError: (error) => notify(`The export failed: ${problemOf(error)}`, false),
  });
