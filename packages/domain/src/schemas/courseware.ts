import * as z from 'zod/mini';

/** Courseware (product §3): server HTML, sanitized by the site before it is shown. */
export const coursewareSchema = z.object({ content: z.string() });
export type Courseware = z.infer<typeof coursewareSchema>;
