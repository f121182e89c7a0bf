import type { CoursewarePage, CoursewareSummary } from '@review-center/api-client/contract';
import { accessEndedMessage, bestOfferingAccess, type CoursewareInput, offeringAccess } from '@review-center/domain';
import { historyOf, recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { activeEnrollments } from '../enrollments/access.ts';

const iso = (date: Date) => new Date(date).toISOString();

/**
 * Refused when not enrolled (no Active enrollment), not found when none is available
 * (product §6, §8). Access is valid six months from activation (product §1 terms of use): once
 * every Active enrollment's access has ended, the courseware is refused saying when (decision 0048). Of the
 * offerings still open to the reviewee, the most recently activated one's page is shown.
 */
export async function getCourseware(db: Db, userId: string, now: Date) {
  const active = await activeEnrollments(db, userId);
  if (active.length === 0) throw new Forbidden('SORRY YOUR NOT ENROLLED IN THIS OFFERING.');
  const accesses = active.map((e) => ({ offeringId: e.offeringId, access: offeringAccess(e, now) }));
  const open = accesses
    .flatMap(({ offeringId, access }) => (access.state === 'valid' ? [{ offeringId, endsAt: access.endsAt }] : []))
    .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime());
  if (open.length === 0) {
    const ended = bestOfferingAccess(active, now);
    throw new Forbidden(
      ended.state === 'expired' ? accessEndedMessage(ended.endedAt) : 'SORRY YOUR NOT ENROLLED IN THIS OFFERING.',
    );
  }
  const pages = await db
    .selectFrom('courseware')
    .select(['offering_id', 'content'])
    .where(
      'offering_id',
      'in',
      open.map((o) => o.offeringId),
    )
    .execute();
  const found = open.map((o) => pages.find((p) => p.offering_id === o.offeringId)).find((p) => p !== undefined);
  if (!found) throw new NotFound('NO AVAILABLE COURSEWARE FOR DISPLAY');
  return { content: found.content };
}

// ---- Courseware: one page per offering ----

export async function listCoursewarePages(db: Db) {
  const rows = await db
    .selectFrom('offerings')
    .leftJoin('courseware', 'courseware.offering_id', 'offerings.id')
    .select(['offerings.id', 'offerings.title', 'offerings.published', 'courseware.updated_at', 'courseware.content'])
    .orderBy('offerings.title')
    .orderBy('offerings.id')
    .execute();
  const docs: CoursewareSummary[] = rows.map((row) => ({
    offering: { _id: row.id, title: row.title, published: row.published },
    hasContent: row.content !== null && row.content !== '',
    updatedAt: row.updated_at ? iso(row.updated_at) : null,
  }));
  return { docs, totalDocs: docs.length };
}

export async function getCoursewarePage(db: Db, offeringId: string): Promise<CoursewarePage> {
  const offering = await db
    .selectFrom('offerings')
    .select(['id', 'title', 'published'])
    .where('id', '=', offeringId)
    .executeTakeFirst();
  if (!offering) throw new NotFound('Offering not found');
  const page = await db
    .selectFrom('courseware')
    .select(['content', 'updated_at'])
    .where('offering_id', '=', offeringId)
    .executeTakeFirst();
  return {
    offering: { _id: offering.id, title: offering.title, published: offering.published },
    hasContent: Boolean(page?.content),
    updatedAt: page ? iso(page.updated_at) : null,
    content: page?.content ?? '',
    history: await historyOf(db, 'courseware', offeringId),
  };
}

/** Writes the page (created on first save); the audit entry is the offering's courseware. */
export async function saveCoursewarePage(deps: Deps, actor: AuthUser, offeringId: string, input: CoursewareInput) {
  const content = sanitizeRichText(input.content);
  await deps.db.transaction().execute(async (trx) => {
    const offering = await trx.selectFrom('offerings').select('id').where('id', '=', offeringId).executeTakeFirst();
    if (!offering) throw new NotFound('Offering not found');
    const before = await trx
      .selectFrom('courseware')
      .select('content')
      .where('offering_id', '=', offeringId)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('courseware')
      .values({ id: `courseware-${offeringId}`, offering_id: offeringId, content })
      .onConflict((oc) => oc.column('offering_id').doUpdateSet({ content, updated_at: deps.now() }))
      .execute();
    await recordAudit(trx, actor, before ? 'courseware.update' : 'courseware.create', offeringId, {
      before: before ? { content: before.content } : null,
      after: { content },
    });
  });
  return getCoursewarePage(deps.db, offeringId);
}
