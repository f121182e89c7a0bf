import * as z from 'zod/mini';
import { idSchema } from './common.ts';

/** Lecturer (product §3). `_id` is ours (the spec lists none) so lists have a stable key. */
export const lecturerSchema = z.object({
  _id: idSchema,
  photo: z.string(),
  firstName: z.string(),
  nickname: z.nullish(z.string()),
  lastName: z.string(),
  profession: z.string(),
  credentials: z._default(z.array(z.string()), []),
});
export type Lecturer = z.infer<typeof lecturerSchema>;
