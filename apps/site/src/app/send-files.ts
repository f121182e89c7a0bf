import { serverMessage, toFailure } from '@review-center/api-client';
import { uploadFailureMessage, type UploadResult } from '@review-center/domain';
import { prepareImages } from './prepare-images.ts';

/** POST /uploads as the page's mutation makes it, with the cancel signal and the progress callback. */
type Upload = (input: {
  body: { files: Blob[] };
  signal: AbortSignal;
  onUploadProgress: (sent: number, total: number) => void;
}) => Promise<UploadResult[]>;

/**
 * The upload itself, loaded when a form with files is sent (decision 0037): images made smaller,
 * then sent with progress; a failure rejects with the message that names what stopped it.
 */
export async function sendFiles(
  files: readonly Blob[],
  upload: Upload,
  signal: AbortSignal,
  onProgress: (percent: number) => void,
): Promise<UploadResult[]> {
  try {
    const prepared = await prepareImages(files);
    signal.throwIfAborted();
    onProgress(0);
    return await upload({
      body: { files: prepared },
      signal,
      onUploadProgress: (sent, total) => onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
    });
  } catch (error) {
    const failure = signal.aborted ? ({ kind: 'cancelled' } as const) : toFailure(error);
    throw new Error(uploadFailureMessage(failure, serverMessage(error)), { cause: error });
  }
}
