import * as z from 'zod/mini';
import { idSchema, uploadResultSchema } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

/**
 * POST /uploads: multipart with repeated `files`; returns a list of stored file references
 * (product §7). Open to anonymous visitors (registration uploads its ID before the account exists);
 * the token, when present, makes the caller the owner.
 */
export const uploadFiles = defineEndpoint({
  method: 'POST',
  path: '/uploads',
  auth: false,
  optionalAuth: true,
  bodyType: 'multipart',
  body: z.object({ files: z.array(z.instanceof(Blob)).check(z.minLength(1)) }),
  response: z.array(uploadResultSchema),
  summary: 'Upload files (PNG or JPEG)',
  ourChoice: 'Each result is { id, url, filename, mimetype, size }',
});

/** GET /uploads/{id}: the stored file, to its owner or an administrator only (docs/architecture.md#uploads). */
export const getUpload = defineEndpoint({
  method: 'GET',
  path: '/uploads/{id}',
  auth: true,
  params: z.object({ id: idSchema }),
  responseType: 'binary',
  response: z.instanceof(Blob),
  summary: 'Download an uploaded file',
  ourChoice: 'Not in the spec: proofs and IDs are private, so reading one back needs its owner or an administrator',
});
