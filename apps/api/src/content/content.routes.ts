import {
  availCoupon,
  createSupportTicket,
  getCurrentTime,
  listAnnouncements,
  listCategories,
  listCoupons,
  listLecturers,
} from '@review-center/api-client/contract';
import type { Hono } from 'hono';
import { randomId } from '../auth/tokens.ts';
import type { Deps } from '../http/deps.ts';
import { userOf } from '../http/guards.ts';
import { HttpError, route } from '../http/route.ts';
import { claimUploads, uploadResults } from '../uploads/uploads.service.ts';
import * as content from './content.service.ts';

export function contentRoutes(app: Hono, deps: Deps) {
  route(app, listAnnouncements, ({ query }) => content.listAnnouncements(deps.db, query));
  route(app, listLecturers, ({ query }) => content.listLecturers(deps.db, query));
  route(app, listCategories, ({ query }) => content.listCategories(deps.db, query));
  route(app, listCoupons, ({ query }) => content.listCoupons(deps.db, query));
  route(app, availCoupon, ({ body }) => content.availCoupon(deps.db, body.code, body.offering));

  // The exam's clock is the server's (spec §2 Exam, §3 "Server time response").
  route(app, getCurrentTime, async () => ({ current: deps.now().toISOString() }));

  route(app, createSupportTicket, async ({ body }, c) => {
    const user = userOf(c);
    // The user object is the signed-in user's, never what the body claims (spec §7 sends it).
    const owner = user?.id ?? null;
    const attachments = owner
      ? await claimUploads(deps.db, owner, body.attachments, 'attachments')
      : await anonymousFiles(deps, body.attachments);
    const id = randomId();
    await deps.db
      .insertInto('support_tickets')
      .values({
        id,
        user_id: owner,
        ticket: JSON.stringify({ ...body, user: owner ? { _id: owner } : null, attachments }),
      })
      .execute();
    return { _id: id };
  });
}

/** An anonymous visitor may attach only files nobody owns yet (they uploaded them just now). */
async function anonymousFiles(deps: Deps, files: readonly { id: string }[]) {
  if (files.length === 0) return [];
  const ids = files.map((f) => f.id);
  const rows = await deps.db.selectFrom('uploads').select(['id', 'owner_id']).where('id', 'in', ids).execute();
  const ok = ids.every((id) => rows.some((r) => r.id === id && r.owner_id === null));
  if (!ok) throw new HttpError(400, 'attachments: a file was not found; upload it again');
  return uploadResults(deps.db, ids);
}
