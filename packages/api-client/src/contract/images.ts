import * as z from 'zod/mini';
import { idSchema } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

/*
 * Public images (decision 0047): lecturers' photos and partners' logos, made from uploads. Not in
 * the spec: choices of ours.
 */
const centerChoice = 'Not in the spec: the center’s details, edited by an administrator (decision 0046)';
const lecturerChoice = 'Not in the spec: lecturers edited in the staff console (decision 0047)';

/** POST /admin/images: an upload (POST /uploads) made into a public image, in two sizes. */
export const createPublicImage = defineEndpoint({
  method: 'POST',
  path: '/admin/images',
  auth: true,
  roles: ['content-editor'],
  body: z.object({ upload: idSchema }),
  response: z.object({ _id: idSchema, small: z.string(), large: z.string() }),
  summary: 'Publish an uploaded image (a partner’s logo), resized',
  ourChoice: `${centerChoice}. Images are served at /images/{id}/small and /images/{id}/large`,
});

/** GET /images/{id}/{size}: a public image, `small` or `large`, as WebP; cached for a year. */
export const getPublicImage = defineEndpoint({
  method: 'GET',
  path: '/images/{id}/{size}',
  auth: false,
  params: z.object({ id: idSchema, size: z.enum(['small', 'large']) }),
  responseType: 'binary',
  response: z.instanceof(Blob),
  summary: 'A lecturer’s photo or a partner’s logo, in one of two sizes',
  ourChoice: lecturerChoice,
});
