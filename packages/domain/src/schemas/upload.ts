import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';
import { boundedText, idSchema } from './common.ts';

/**
 * What POST /uploads returns for each stored file (product §7 "returns a list of stored file
 * references"). The spec does not show the fields; these are ours. `url` is where the owner (or
 * an administrator) reads the file back.
 */
export const uploadResultSchema = z.object({
  id: idSchema,
  url: boundedText().check(z.minLength(1)),
  filename: boundedText(LIMITS.fileNameMax),
  mimetype: boundedText(),
  size: z.number().check(z.int(), z.nonnegative()),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
