import { api } from '@review-center/api-client';
import { apiClient } from '../../app/api-client.ts';

/**
 * Sends an image as every upload goes (POST /uploads, checked by content on the server), then
 * makes it a public image in two sizes (decision 0047). Returns the addresses of both.
 */
export async function uploadPublicImage(file: File) {
  const [uploaded] = await apiClient.call(api.uploadFiles, { body: { files: [file] } });
  if (!uploaded) throw new Error('The server kept no file: choose it again.');
  return apiClient.call(api.createPublicImage, { body: { upload: uploaded.id } });
}
