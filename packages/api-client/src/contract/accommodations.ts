import * as z from 'zod/mini';
import {
  ACCOMMODATION_SCOPES,
  accommodationInputSchema,
  emailSchema,
  idSchema,
  isoDateSchema,
  paginated,
  removeAccommodationSchema,
  reopenAttemptSchema,
} from '@review-center/domain';
import { idParams, messageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Exam day run by staff (decision 0083): accommodations granted to a reviewee, a branch or
 * an offering (extra time, a window of their own, a reopened attempt), read by the one deadline
 * rule, each grant and removal audited with its reason. The spec shows none of these.
 */
const accommodationChoice = 'Not in the spec: exam accommodations (decision 0083)';

/** One record as staff read it: who it is for, in words, and what it grants. */
export const accommodationSchema = z.object({
  _id: idSchema,
  scope: z.enum(ACCOMMODATION_SCOPES),
  /** The reviewee's id, the branch's name or the offering's id. */
  subject: z.string(),
  /** The reviewee's name and e-mail, the branch, or the offering's title. */
  subjectName: z.string(),
  extraMinutes: z.nullable(z.number()),
  timeMultiplier: z.nullable(z.number()),
  windowFrom: z.nullable(isoDateSchema),
  windowUntil: z.nullable(isoDateSchema),
  reopenedUntil: z.nullable(isoDateSchema),
  reason: z.string(),
  updatedAt: isoDateSchema,
});
export type Accommodation = z.infer<typeof accommodationSchema>;

/** An attempt on exam day: who, where it stands, and its deadline with the accommodations counted. */
export const examDayAttemptSchema = z.object({
  _id: idSchema,
  reviewee: z.object({ _id: idSchema, name: z.string(), email: emailSchema }),
  startedAt: isoDateSchema,
  completedAt: z.nullable(isoDateSchema),
  /** Completed by the server after its deadline, not submitted. */
  closedByServer: z.boolean(),
  /** The adjusted deadline (`attemptDeadline`), as the reviewee's timer shows it. */
  deadline: isoDateSchema,
  answered: z.number(),
  /** The latest of the start and the last answer saved: how long ago the reviewee was heard from. */
  lastSeen: isoDateSchema,
});
export type ExamDayAttempt = z.infer<typeof examDayAttemptSchema>;

const examDaySchema = z.object({
  exam: z.object({
    _id: idSchema,
    name: z.string(),
    availableFrom: isoDateSchema,
    availableUntil: isoDateSchema,
    duration: z.number(),
    hasTimeLimit: z.boolean(),
    items: z.number(),
  }),
  accommodations: z.array(accommodationSchema),
  /** Every attempt, the latest start first. */
  attempts: z.array(examDayAttemptSchema),
  /**
   * The exam's audience that has not started it (disabled accounts and ended access left out):
   * how many, and the first 100 by name.
   */
  notStarted: z.object({
    total: z.number(),
    reviewees: z.array(z.object({ _id: idSchema, name: z.string(), email: emailSchema })),
  }),
  /** What a record may be for, besides a reviewee: the branches and offerings of the exam's audience. */
  branches: z.array(z.string()),
  offerings: z.array(z.object({ _id: idSchema, title: z.string() })),
});
export type ExamDay = z.infer<typeof examDaySchema>;

/** GET /admin/accommodations: every exam, the latest window first, with its attempts and records. */
export const listExamDays = defineEndpoint({
  method: 'GET',
  path: '/admin/accommodations',
  auth: true,
  roles: ['registrar'],
  response: paginated(
    z.object({
      _id: idSchema,
      name: z.string(),
      availableFrom: isoDateSchema,
      availableUntil: isoDateSchema,
      attempts: z.number(),
      accommodations: z.number(),
    }),
  ),
  summary: 'List exams with their attempts and accommodations',
  ourChoice: accommodationChoice,
});

/** GET /admin/exams/{id}/accommodations: an exam's records and attempts with their deadlines. */
export const getExamDay = defineEndpoint({
  method: 'GET',
  path: '/admin/exams/{id}/accommodations',
  auth: true,
  roles: ['registrar'],
  params: idParams,
  response: examDaySchema,
  summary: 'An exam’s accommodations and its attempts with their deadlines',
  ourChoice: accommodationChoice,
});

/** POST /admin/exams/{id}/accommodations: grants (or replaces) the record of one reviewee, branch or offering. */
export const grantAccommodation = defineEndpoint({
  method: 'POST',
  path: '/admin/exams/{id}/accommodations',
  auth: true,
  roles: ['registrar'],
  params: idParams,
  body: accommodationInputSchema,
  response: accommodationSchema,
  summary: 'Grant extra time or a window of their own',
  ourChoice: `${accommodationChoice}. A reviewee is named by e-mail; a second grant to the same one replaces the first`,
});

/** POST /admin/accommodations/{id}/remove { reason }: the record removed; the audit log keeps it. */
export const removeAccommodation = defineEndpoint({
  method: 'POST',
  path: '/admin/accommodations/{id}/remove',
  auth: true,
  roles: ['registrar'],
  params: idParams,
  body: removeAccommodationSchema,
  response: messageResponseSchema,
  summary: 'Remove an accommodation',
  ourChoice: `${accommodationChoice}. A reason is required; the audit log keeps what it granted`,
});

/** POST /admin/exam-attempts/{id}/reopen { minutes, reason }: a completed attempt runs again for some minutes. */
export const reopenAttempt = defineEndpoint({
  method: 'POST',
  path: '/admin/exam-attempts/{id}/reopen',
  auth: true,
  roles: ['registrar'],
  params: idParams,
  body: reopenAttemptSchema,
  response: examDayAttemptSchema,
  summary: 'Reopen a completed attempt for some minutes',
  ourChoice: `${accommodationChoice}. Its score is cleared; its answers are kept; the reviewee continues it`,
});
