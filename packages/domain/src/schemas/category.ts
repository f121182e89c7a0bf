import * as z from 'zod/mini';
import { idSchema } from './common.ts';

/** Category, the exam groups (product §3). */
export const categorySchema = z.object({ _id: idSchema, title: z.string() });
export type Category = z.infer<typeof categorySchema>;
