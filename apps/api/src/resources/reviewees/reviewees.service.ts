import type { RevieweeProfile } from '@review-center/api-client/contract';
import { sql } from 'kysely';
import { historyOf, recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { pageOf, type PageQuery, newestFirst } from '../../platform/db/paginate.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { AuthUser, Deps } from '../../platform/http/deps.ts';
import { resetPasswordEmail } from '../../platform/mail/messages.ts';
import { queueMail } from '../../platform/mail/outbox.ts';
import { toEnrollments } from '../enrollments/enrollments.service.ts';
import { resetLink, sendVerification, setDisabled, toUser } from '../users/users.service.ts';
import { updateById } from '../../platform/db/rows.ts';

/*
 * Reviewees as the registrar looks after them (decision 0029). Every action writes one audit
 * entry in the same transaction as its change; a refused one writes none (decision 0027).
 */

const iso = (date: Date) => new Date(date).toISOString();

/** `%` and `_` typed in the search box are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Reviewees whose e-mail or name holds every word searched for, in any order and any case:
 * "Ligaya Ocampo" finds Ligaya Mercado Ocampo, whose middle name every search would otherwise
 * have to know (it is mandatory, product §5).
 */
export function listReviewees(db: Db, query: PageQuery & { search?: string | undefined }) {
  let base = db.selectFrom('users').where('role', '=', 'user');
  for (const word of query.search?.trim().split(/\s+/).filter(Boolean) ?? []) {
    base = base.where(
      sql<boolean>`(users.email || ' ' || coalesce(users.profile->>'firstName', '') || ' ' ||
        coalesce(users.profile->>'middleName', '') || ' ' || coalesce(users.profile->>'lastName', '')) ilike ${likePattern(word)}`,
    );
  }
  return newestFirst(base, pageOf(query, 25), (rows) =>
    rows.map((row) => ({
      _id: row.id,
      email: row.email,
      fullName: toUser(row).fullName,
      verified: row.verified,
      disabled: row.disabled_at !== null,
      createdAt: iso(row.created_at),
    })),
  );
}

async function revieweeRow(db: Db, id: string) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  // The registrar looks after reviewees only: staff accounts are the administrator's.
  if (!row || row.role !== 'user') throw new NotFound('Reviewee not found');
  return row;
}

export async function getReviewee(db: Db, id: string): Promise<RevieweeProfile> {
  const row = await revieweeRow(db, id);
  const [enrollmentRows, attempts, history] = await Promise.all([
    db.selectFrom('enrollments').selectAll().where('user_id', '=', id).orderBy('created_at', 'desc').execute(),
    db
      .selectFrom('user_exams')
      .innerJoin('exam_templates', 'exam_templates.id', 'user_exams.template_id')
      .select([
        'user_exams.id',
        'exam_templates.name',
        'user_exams.completed',
        'user_exams.score',
        'user_exams.created_at',
      ])
      .where('user_exams.user_id', '=', id)
      .orderBy('user_exams.created_at', 'desc')
      .execute(),
    historyOf(db, 'user', id),
  ]);
  return {
    user: toUser(row),
    disabled: row.disabled_at !== null,
    createdAt: iso(row.created_at),
    enrollments: await toEnrollments(db, enrollmentRows, { offering: 'summary' }),
    examAttempts: attempts.map((a) => ({
      _id: a.id,
      exam: a.name,
      completed: a.completed,
      score: a.score,
      createdDate: iso(a.created_at),
    })),
    history,
  };
}

type RevieweeAction = 'resend-verification' | 'verify' | 'password-reset' | 'disable' | 'enable';

/**
 * One registrar action on a reviewee. An action with nothing to do (verifying a verified account)
 * is refused with 409 and writes nothing, so every entry in the log changed something.
 */
export async function revieweeAction(deps: Deps, actor: AuthUser, id: string, action: RevieweeAction) {
  const after = await deps.db.transaction().execute(async (trx) => {
    const row = await revieweeRow(trx, id);
    const disabled = row.disabled_at !== null;
    const audit = (verb: string, before: Record<string, unknown> | null, changed: Record<string, unknown> | null) =>
      recordAudit(trx, actor, `user.${verb}`, id, { before, after: changed });
    switch (action) {
      case 'resend-verification':
        if (row.verified) throw new Conflict('This account is already verified');
        await audit('resend-verification', null, { email: row.email });
        // E-mail is written to the outbox with the change (decision 0031).
        await sendVerification(deps, row, true, trx);
        return { row, message: 'We sent another email for verification.' };
      case 'verify':
        if (row.verified) throw new Conflict('This account is already verified');
        await updateById(trx, 'users', id, { verified: true });
        await audit('verify', { verified: false }, { verified: true });
        return { row, message: 'Account verified' };
      case 'password-reset':
        await audit('password-reset', null, { email: row.email });
        await queueMail(trx, await resetPasswordEmail({ ...deps, db: trx }, row.email, await resetLink(deps, trx, id)));
        return { row, message: 'Password-reset link sent' };
      case 'disable':
      case 'enable': {
        const wanted = action === 'disable';
        if (disabled === wanted) throw new Conflict(`This account is already ${wanted ? 'disabled' : 'enabled'}`);
        await setDisabled(deps, trx, row, wanted);
        await audit(action, { disabled }, { disabled: wanted });
        return { row, message: wanted ? 'Account disabled' : 'Account enabled' };
      }
    }
  });
  return { message: after.message };
}
