import { API_BASE_PATH, type UploadResult } from '@review-center/domain';
import { fail, nextId, type Resolvers } from './resolver.ts';

/** A 1×1 transparent PNG, what GET /uploads/{id} serves back. */
const PNG_PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

export const uploadResolvers = {
  uploadFiles: ({ state, body }) => {
    const files = body.getAll('files').filter((item): item is File => item instanceof File);
    if (files.length === 0) return fail(400, 'No files');
    const results: UploadResult[] = files.map((file) => {
      const id = nextId('upl');
      return { id, url: `${API_BASE_PATH}/uploads/${id}`, filename: file.name, mimetype: file.type, size: file.size };
    });
    state.uploads.push(...results);
    return results;
  },
  getUpload: ({ state, params }) =>
    state.uploads.some((u) => u.id === params.id)
      ? new Blob([PNG_PIXEL], { type: 'image/png' })
      : fail(404, 'Not found'),
} satisfies Resolvers<'uploadFiles' | 'getUpload'>;
