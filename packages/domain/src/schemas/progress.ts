import * as z from 'zod/mini';

/** One line of the progress lists: a title and its scores (product §3). */
export const progressEntrySchema = z.object({ title: z.string(), scores: z.array(z.number()) });

/**
 * Progress (product §3): overall and summary lists, and one chart series per exam category
 * (`name` is the category title, `data` the scores drawn as Test 1, Test 2, ... product §2).
 */
export const progressSchema = z.object({
  overall: z.array(progressEntrySchema),
  summary: z.array(progressEntrySchema),
  series: z.array(z.object({ name: z.string(), data: z.array(z.number()) })),
});
export type Progress = z.infer<typeof progressSchema>;
export type ProgressEntry = z.infer<typeof progressEntrySchema>;
