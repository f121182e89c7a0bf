import * as z from 'zod/mini';
import { boundedText, idSchema, isoDateSchema, subjectSchema } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

/*
 * The staff's cohort heatmap (decision 0085): the cohort's average in each LET subject by branch
 * or by offering, over the chosen exams, with how many reviewees each figure stands on. The spec
 * has no such call: a choice of ours, for the registrar and the content editor.
 */

/** Columns: each branch, or each offering; null: attempts by reviewees with no enrollment then. */
export const HEATMAP_GROUPINGS = ['branch', 'offering'] as const;
export type HeatmapGrouping = (typeof HEATMAP_GROUPINGS)[number];

/** The cohort's figures in one cell: right answers over the items of every completed attempt. */
const heatFiguresSchema = z.object({
  score: z.number(),
  items: z.number(),
  /** Reviewees with a completed attempt behind the figure. */
  reviewees: z.number(),
});

export const cohortHeatmapSchema = z.object({
  by: z.enum(HEATMAP_GROUPINGS),
  /** Every exam to choose from, the latest window first, with its completed attempts. */
  exams: z.array(z.object({ _id: idSchema, name: z.string(), availableUntil: isoDateSchema, completed: z.number() })),
  /** The exams counted: those asked for, or every exam when none was. */
  counted: z.array(idSchema),
  /** The rows: the subjects the counted exams ask, in their part's order; null last (no subject). */
  subjects: z.array(
    z.object({
      _id: z.nullable(idSchema),
      title: z.string(),
      part: z.nullable(subjectSchema.shape.part),
      specialization: subjectSchema.shape.specialization,
    }),
  ),
  /** The columns: each branch (by name) or offering with a completed attempt; null last (no enrollment). */
  groups: z.array(z.object({ _id: z.nullable(z.string()), title: z.string() })),
  /** A cell per subject and column with attempts behind it; absent: none. */
  cells: z.array(z.extend(heatFiguresSchema, { subject: z.nullable(idSchema), group: z.nullable(z.string()) })),
  /** Each subject over the whole cohort, every column together. */
  totals: z.array(z.extend(heatFiguresSchema, { subject: z.nullable(idSchema) })),
});
export type CohortHeatmap = z.infer<typeof cohortHeatmapSchema>;

/**
 * GET /admin/cohort-heatmap: the heatmap by branch (the default) or offering, over the exams
 * given in `exams` (ids separated by commas) or every exam. 400 naming `query.exams` for an unknown id.
 */
export const getCohortHeatmap = defineEndpoint({
  method: 'GET',
  path: '/admin/cohort-heatmap',
  auth: true,
  roles: ['registrar', 'content-editor'],
  query: z.object({ by: z.optional(z.enum(HEATMAP_GROUPINGS)), exams: z.optional(boundedText()) }),
  response: cohortHeatmapSchema,
  summary: 'The cohort’s average per LET subject by branch or offering',
  ourChoice:
    'Not in the spec: the cohort heatmap (decision 0085). An attempt counts under the enrollment it was taken under',
});
