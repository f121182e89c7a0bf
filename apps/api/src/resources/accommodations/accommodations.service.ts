import type { Accommodation, ExamDay, ExamDayAttempt } from '@review-center/api-client/contract';
import type { AccommodationInput, AccommodationScope } from '@review-center/domain';
import { sql, type Selectable } from 'kysely';
import { randomId } from '../../platform/auth/tokens.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { allDocs } from '../../platform/db/paginate.ts';
import type { ExamAccommodationsTable } from '../../platform/db/schema.ts';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { audienceOf, withAccessAt } from '../exams/audience.ts';
import { attemptsOfTemplate, attemptsWithTerms, deadlineOf, termsOf, type TemplateRow } from '../exams/exam-rows.ts';
import { rowById } from '../../platform/db/rows.ts';

/*
 * Exam day run by staff (decision 0083): the registrar grants and removes the records
 * the deadline rule reads (exams/exam-rows.ts `deadlineOf`), and reopens attempts. Every change
 * writes one audit entry on the exam, with its reason.
 */

type Row = Selectable<ExamAccommodationsTable>;
const iso = (date: Date) => date.toISOString();
const nameOf = (profile: { firstName?: string | null; lastName?: string | null } | null, email: string) =>
  [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || email;

/** What a record grants, as the audit log keeps it. */
const grantedBy = (row: Row) => ({
  scope: row.scope,
  subject: row.subject,
  extraMinutes: row.extra_minutes,
  timeMultiplier: row.time_multiplier,
  windowFrom: row.window_from?.toISOString() ?? null,
  windowUntil: row.window_until?.toISOString() ?? null,
  reopenedUntil: row.reopened_until?.toISOString() ?? null,
  reason: row.reason,
});

/** The records' subjects in words: a reviewee's name and e-mail, a branch, an offering's title. */
async function subjectNames(db: Db, rows: readonly Row[]) {
  const ids = (scope: AccommodationScope) => rows.filter((row) => row.scope === scope).map((row) => row.subject);
  const [users, offerings] = await Promise.all([
    ids('reviewee').length
      ? db.selectFrom('users').select(['id', 'email', 'profile']).where('id', 'in', ids('reviewee')).execute()
      : [],
    ids('offering').length
      ? db.selectFrom('offerings').select(['id', 'title']).where('id', 'in', ids('offering')).execute()
      : [],
  ]);
  const names = new Map<string, string>([
    ...users.map((u) => [`reviewee:${u.id}`, `${nameOf(u.profile, u.email)} (${u.email})`] as const),
    ...offerings.map((o) => [`offering:${o.id}`, o.title] as const),
  ]);
  return (row: Row) => names.get(`${row.scope}:${row.subject}`) ?? row.subject;
}

const toAccommodation = (row: Row, name: (row: Row) => string): Accommodation => ({
  _id: row.id,
  scope: row.scope,
  subject: row.subject,
  subjectName: name(row),
  extraMinutes: row.extra_minutes,
  timeMultiplier: row.time_multiplier,
  windowFrom: row.window_from && iso(row.window_from),
  windowUntil: row.window_until && iso(row.window_until),
  reopenedUntil: row.reopened_until && iso(row.reopened_until),
  reason: row.reason,
  updatedAt: iso(row.updated_at),
});

/** Every exam, the latest window first, with how many attempts and records it has. */
export async function listExamDays(db: Db) {
  const rows = await db
    .selectFrom('exam_templates')
    .select(['id', 'name', 'available_from', 'available_until'])
    .select((eb) => [
      attemptsOfTemplate(eb).as('attempts'),
      eb
        .selectFrom('exam_accommodations')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('exam_accommodations.template_id', '=', 'exam_templates.id')
        .as('accommodations'),
    ])
    .orderBy('available_from', 'desc')
    .orderBy('id')
    .execute();
  return allDocs(
    rows.map((row) => ({
      _id: row.id,
      name: row.name,
      availableFrom: iso(row.available_from),
      availableUntil: iso(row.available_until),
      attempts: Number(row.attempts ?? 0),
      accommodations: Number(row.accommodations ?? 0),
    })),
  );
}

/** Attempts of an exam (or one attempt) with their adjusted deadlines and answered counts. */
async function examDayAttempts(db: Db, where: { template: TemplateRow } | { attemptId: string }) {
  let query = attemptsWithTerms(db)
    .innerJoin('users', 'users.id', 'user_exams.user_id')
    .select(['users.email', 'users.profile'])
    .select((eb) => [
      eb
        .selectFrom('answers')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('answers.user_exam_id', '=', 'user_exams.id')
        .as('answered'),
      eb
        .selectFrom('answers')
        .select(sql<Date | null>`max(answers.updated_at)`.as('at'))
        .whereRef('answers.user_exam_id', '=', 'user_exams.id')
        .as('last_answer'),
    ]);
  query =
    'template' in where
      ? query.where('user_exams.template_id', '=', where.template.id)
      : query.where('user_exams.id', '=', where.attemptId);
  const rows = await query.orderBy('user_exams.created_at', 'desc').orderBy('user_exams.id').execute();
  // The exam's template, read once for all its attempts (the page has it; one attempt reads it).
  const template =
    'template' in where
      ? where.template
      : rows[0] && (await rowById(db, 'exam_templates', rows[0].template_id, 'Exam not found'));
  return rows.map((row): ExamDayAttempt => {
    const deadline = deadlineOf(template!, row.created_at, termsOf(row.accommodations));
    const completedAt = row.completed ? row.completed_at : null;
    return {
      _id: row.id,
      reviewee: { _id: row.user_id, name: nameOf(row.profile, row.email), email: row.email },
      startedAt: iso(row.created_at),
      completedAt: completedAt && iso(completedAt),
      closedByServer: completedAt !== null && row.closed_by_server,
      deadline: iso(deadline),
      answered: Number(row.answered ?? 0),
      lastSeen: iso(row.last_answer ? new Date(row.last_answer) : row.created_at),
    };
  });
}

/** How many of the reviewees who have not started an exam the live view names, by name. */
const NOT_STARTED_SHOWN = 100;

/**
 * The exam's audience (`examOpenTo`) that has not started it, without disabled accounts and, for
 * an offering-bound exam, without those whose access has ended (they could not start it): how
 * many, and the first `NOT_STARTED_SHOWN` by name.
 */
async function notStarted(db: Db, template: { id: string; audience_offerings: string[] | null }, now: Date) {
  const rows = await audienceOf(db, template.id)
    .select(['users.id', 'users.email', 'users.profile'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_exams')
            .select('user_exams.id')
            .whereRef('user_exams.user_id', '=', 'users.id')
            .where('user_exams.template_id', '=', template.id),
        ),
      ),
    )
    .execute();
  const reviewees = (await withAccessAt(db, template, rows, now))
    .map((row) => ({ _id: row.id, name: nameOf(row.profile, row.email), email: row.email }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  return { total: reviewees.length, reviewees: reviewees.slice(0, NOT_STARTED_SHOWN) };
}

/**
 * An exam's records, its attempts with their deadlines, who has not started it, and who a record
 * may be for.
 */
export async function getExamDay(db: Db, templateId: string, now: Date): Promise<ExamDay> {
  const template = await examTemplate(db, templateId);
  const [records, attempts, audience, waiting] = await Promise.all([
    db
      .selectFrom('exam_accommodations')
      .selectAll()
      .where('template_id', '=', templateId)
      .orderBy('updated_at')
      .execute(),
    examDayAttempts(db, { template }),
    audienceScopes(db, template),
    notStarted(db, template, now),
  ]);
  const name = await subjectNames(db, records);
  return {
    exam: {
      _id: template.id,
      name: template.name,
      availableFrom: iso(template.available_from),
      availableUntil: iso(template.available_until),
      duration: template.duration,
      hasTimeLimit: template.has_time_limit,
      items: template.question_ids.length,
    },
    accommodations: records.map((row) => toAccommodation(row, name)),
    attempts,
    notStarted: waiting,
    ...audience,
  };
}

const examTemplate = (db: Db, templateId: string) => rowById(db, 'exam_templates', templateId, 'Exam not found');

/** The branches and offerings of an exam's audience: who a record may be for, besides a reviewee. */
async function audienceScopes(db: Db, template: { audience_offerings: string[] | null }) {
  const audience = template.audience_offerings;
  const offerings = await (
    audience === null
      ? db.selectFrom('offerings').select(['id', 'title', 'branches'])
      : db
          .selectFrom('offerings')
          .select(['id', 'title', 'branches'])
          .where('id', 'in', audience.length ? audience : [''])
  )
    .orderBy('title')
    .execute();
  return {
    branches: [...new Set(offerings.flatMap((offering) => offering.branches))].sort(),
    offerings: offerings.map((offering) => ({ _id: offering.id, title: offering.title })),
  };
}

/** The stored subject of a record: the reviewee's id for their e-mail; a branch or offering of the exam's audience. */
async function subjectOf(db: Db, templateId: string, input: AccommodationInput): Promise<string> {
  if (input.scope === 'reviewee') {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', input.subject.toLowerCase())
      .where('role', '=', 'user')
      .executeTakeFirst();
    if (!user) throw new InvalidInput('body.subject', 'No reviewee has this e-mail address');
    return user.id;
  }
  const day = await audienceScopes(db, await examTemplate(db, templateId));
  const known =
    input.scope === 'branch'
      ? day.branches.includes(input.subject)
      : day.offerings.some((offering) => offering._id === input.subject);
  if (!known) throw new InvalidInput('body.subject', `Not a ${input.scope} of this exam`);
  return input.subject;
}

/**
 * Grants a record (extra time, a window of their own) to a reviewee, a branch or an offering, or
 * replaces what the one they have grants; a reopening it holds is kept. One audit entry on the
 * exam, with the record as it was and as it is, and the reason.
 */
export async function grantAccommodation(deps: Deps, actor: AuthUser, templateId: string, input: AccommodationInput) {
  return deps.db.transaction().execute(async (trx) => {
    const template = await trx
      .selectFrom('exam_templates')
      .select('id')
      .where('id', '=', templateId)
      .executeTakeFirst();
    if (!template) throw new NotFound('Exam not found');
    const subject = await subjectOf(trx, templateId, input);
    const before = await trx
      .selectFrom('exam_accommodations')
      .selectAll()
      .where('template_id', '=', templateId)
      .where('scope', '=', input.scope)
      .where('subject', '=', subject)
      .forUpdate()
      .executeTakeFirst();
    const terms = {
      extra_minutes: input.extraMinutes,
      time_multiplier: input.timeMultiplier,
      window_from: input.windowFrom === null ? null : new Date(input.windowFrom),
      window_until: input.windowUntil === null ? null : new Date(input.windowUntil),
      reason: input.reason,
      granted_by: actor.id,
      updated_at: deps.now(),
    };
    const row = await trx
      .insertInto('exam_accommodations')
      .values({ id: randomId(), template_id: templateId, scope: input.scope, subject, reopened_until: null, ...terms })
      .onConflict((oc) => oc.columns(['template_id', 'scope', 'subject']).doUpdateSet(terms))
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'accommodation.grant', entityType: 'exam-template' }, templateId, {
      before: before ? grantedBy(before) : null,
      after: grantedBy(row),
    });
    return toAccommodation(row, await subjectNames(trx, [row]));
  });
}

/** Removes a record; the audit entry keeps what it granted and why it was removed. */
export async function removeAccommodation(deps: Deps, actor: AuthUser, id: string, reason: string) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('exam_accommodations').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw new NotFound('Accommodation not found');
    await recordAudit(trx, actor, { action: 'accommodation.remove', entityType: 'exam-template' }, row.template_id, {
      before: grantedBy(row),
      after: { removed: true, reason },
    });
    return { message: 'Accommodation removed' };
  });
}

/**
 * Reopens a completed attempt (submitted, or closed by the server) for `minutes` from now: the
 * reviewee's own record of the exam runs it until then (the deadline rule's `reopenedUntil`), its
 * score is cleared and its answers kept, so the reviewee continues where they were. The attempt
 * row is held for update, so a second reopening waits and is refused as not completed.
 */
export async function reopenAttempt(deps: Deps, actor: AuthUser, attemptId: string, minutes: number, reason: string) {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const attempt = await trx
      .selectFrom('user_exams')
      .selectAll()
      .where('id', '=', attemptId)
      .forUpdate()
      .executeTakeFirst();
    if (!attempt) throw new NotFound('Exam attempt not found');
    if (!attempt.completed) throw new Conflict('This attempt is still open');
    const until = new Date(now.getTime() + minutes * 60_000);
    await trx
      .insertInto('exam_accommodations')
      .values({
        id: randomId(),
        template_id: attempt.template_id,
        scope: 'reviewee',
        subject: attempt.user_id,
        extra_minutes: null,
        time_multiplier: null,
        window_from: null,
        window_until: null,
        reopened_until: until,
        reason,
        granted_by: actor.id,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['template_id', 'scope', 'subject'])
          .doUpdateSet({ reopened_until: until, reason, granted_by: actor.id, updated_at: now }),
      )
      .execute();
    await trx
      .updateTable('user_exams')
      .set({ completed: false, score: null, completed_at: null, closed_by_server: false })
      .where('id', '=', attemptId)
      .execute();
    await recordAudit(trx, actor, { action: 'attempt.reopen', entityType: 'exam-template' }, attempt.template_id, {
      before: { attempt: attemptId, completed: true, score: attempt.score },
      after: { attempt: attemptId, completed: false, reopenedUntil: until.toISOString(), reason },
    });
  });
  const [reopened] = await examDayAttempts(deps.db, { attemptId });
  return reopened!;
}
