import * as z from 'zod/mini';
import { idSchema, isoDateSchema } from './common.ts';

/** Announcement (product §3). `content` is server HTML: the site sanitizes it before showing it. */
export const announcementSchema = z.object({
  _id: idSchema,
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  date: isoDateSchema,
  createdDate: isoDateSchema,
  content: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
