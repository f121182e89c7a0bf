import * as z from 'zod/mini';
import {
  centerSettingsInputSchema,
  centerSettingsSchema,
  idSchema,
  lecturerInputSchema,
  lecturerSchema,
} from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

/*
 * The center's own details and its lecturers, edited in the staff console (decisions 0046,
 * 0047). The spec shows neither call: every one here is a choice of ours.
 */
const centerChoice = 'Not in the spec: the center’s details, edited by an administrator (decision 0046)';
const lecturerChoice = 'Not in the spec: lecturers edited in the staff console (decision 0047)';

/** GET /center: the center's details as the site shows them (footer, About Us, FAQ, Support, payment). */
export const getCenter = defineEndpoint({
  method: 'GET',
  path: '/center',
  auth: false,
  response: centerSettingsSchema,
  summary: 'The center’s name, about text, partners, contacts, links and payment accounts',
  ourChoice: `${centerChoice}. An empty field is not set; the site leaves it out`,
});

/** PUT /admin/center: the administrator's edit of every detail at once. */
export const updateCenter = defineEndpoint({
  method: 'PUT',
  path: '/admin/center',
  auth: true,
  roles: [],
  body: centerSettingsInputSchema,
  response: centerSettingsSchema,
  summary: 'Change the center’s details',
  ourChoice: centerChoice,
});

/** A lecturer as staff see one: with its place in the order and whether the site hides it. */
export const staffLecturerSchema = z.extend(lecturerSchema, {
  position: z.number(),
  hidden: z.boolean(),
});
export type StaffLecturer = z.infer<typeof staffLecturerSchema>;

/** GET /admin/lecturers: every lecturer, hidden ones too, in the site's order. */
export const listStaffLecturers = defineEndpoint({
  method: 'GET',
  path: '/admin/lecturers',
  auth: true,
  roles: ['content-editor'],
  response: z.object({ docs: z.array(staffLecturerSchema) }),
  summary: 'List every lecturer, hidden ones included',
  ourChoice: lecturerChoice,
});

/** POST /admin/lecturers: a new lecturer, last in the order; a photo is required. */
export const createLecturer = defineEndpoint({
  method: 'POST',
  path: '/admin/lecturers',
  auth: true,
  roles: ['content-editor'],
  body: lecturerInputSchema,
  response: staffLecturerSchema,
  summary: 'Add a lecturer',
  ourChoice: lecturerChoice,
});

const lecturerParams = z.object({ id: idSchema });

/** PUT /admin/lecturers/{id}: new details; `photoUpload` set replaces the photo. */
export const updateLecturer = defineEndpoint({
  method: 'PUT',
  path: '/admin/lecturers/{id}',
  auth: true,
  roles: ['content-editor'],
  params: lecturerParams,
  body: lecturerInputSchema,
  response: staffLecturerSchema,
  summary: 'Change a lecturer',
  ourChoice: lecturerChoice,
});

/** POST /admin/lecturers/{id}/move: one place earlier (`up`) or later (`down`) in the order. */
export const moveLecturer = defineEndpoint({
  method: 'POST',
  path: '/admin/lecturers/{id}/move',
  auth: true,
  roles: ['content-editor'],
  params: lecturerParams,
  body: z.object({ direction: z.enum(['up', 'down']) }),
  response: z.object({ docs: z.array(staffLecturerSchema) }),
  summary: 'Move a lecturer one place up or down',
  ourChoice: lecturerChoice,
});

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
