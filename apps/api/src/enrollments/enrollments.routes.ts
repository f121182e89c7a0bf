import {
  createEnrollment,
  enrollUser,
  getEnrollment,
  listEnrollments,
  listUserEnrollments,
  listUserPayments,
  submitPayment,
  updateEnrollment,
} from '@review-center/api-client/contract';
import type { Context, Hono } from 'hono';
import { rateLimit, type Deps } from '../http/deps.ts';
import { signedInUser, userOf } from '../http/guards.ts';
import { HttpError, route } from '../http/route.ts';
import * as users from '../users/users.service.ts';
import * as service from './enrollments.service.ts';

/** The enrollment, to its owner or an administrator; anyone else learns nothing (403). */
async function ownEnrollment(deps: Deps, c: Context, id: string, userId?: string) {
  const row = await service.findEnrollment(deps.db, id);
  if (!row) throw new HttpError(404, 'Enrollment not found');
  const caller = userOf(c);
  if (userId !== undefined && row.user_id !== userId) throw new HttpError(404, 'Enrollment not found');
  if (caller && caller.id !== row.user_id && caller.role !== 'admin') throw new HttpError(403, 'Forbidden');
  return row;
}

export function enrollmentRoutes(app: Hono, deps: Deps) {
  // A new user: the account and the enrollment are created together, or neither (spec §2 step 1).
  route(app, createEnrollment, async ({ body }, c) => {
    rateLimit(deps, c, 'register', body.email);
    const { offering, paymentType, branch, schedule, coupon, ...registration } = body;
    const created = await deps.db.transaction().execute(async (trx) => {
      const user = await users.registerUser(deps, registration, trx);
      const enrollment = await service.enroll(deps, user.id, { offering, paymentType, branch, schedule, coupon }, trx);
      return { user, enrollment };
    });
    await users.sendWelcome(deps, created.user);
    await service.sendEnrollmentReceived(deps, created.user.email, created.enrollment);
    const { row } = created.enrollment;
    return {
      _id: row.id,
      reference: row.reference,
      status: row.status,
      token: created.user.token,
      user: created.user.id,
    };
  });

  route(app, enrollUser, async ({ params, body }) => {
    const { attachments: _ignored, ...input } = body;
    const created = await service.enroll(deps, params.id, input);
    const user = await users.findUser(deps.db, params.id);
    if (user) await service.sendEnrollmentReceived(deps, user.email, created);
    return { _id: created.row.id, reference: created.row.reference, status: created.row.status };
  });

  route(app, listEnrollments, ({ query }, c) => {
    const caller = signedInUser(c);
    if (query.user && query.user !== caller.id && caller.role !== 'admin') throw new HttpError(403, 'Forbidden');
    return service.listEnrollments(deps.db, query.user ?? caller.id, query);
  });

  route(app, listUserEnrollments, ({ params, query }) =>
    service.listEnrollments(deps.db, params.id, { ...query, populate: 'offering' }),
  );

  route(app, getEnrollment, async ({ params }, c) => {
    const row = await ownEnrollment(deps, c, params.id);
    // The user's profile only to its owner (or an administrator); an anonymous caller gets the id.
    return service.toEnrollment(deps.db, row, { offering: 'full', user: userOf(c) !== undefined });
  });

  route(app, updateEnrollment, async ({ params, body }, c) => {
    const row = await ownEnrollment(deps, c, params.id);
    if (row.status !== 'Processing')
      throw new HttpError(409, 'The payment form is open only while the enrollment is Processing');
    await service.submitProof(deps, row, body);
    return service.toEnrollment(deps.db, (await service.findEnrollment(deps.db, row.id))!, { offering: 'full' });
  });

  route(app, submitPayment, async ({ params, body }, c) => {
    const row = await ownEnrollment(deps, c, params.enrollmentId, params.id);
    return service.toPayment(deps.db, await service.submitProof(deps, row, body));
  });

  route(app, listUserPayments, ({ params, query }) => service.listPayments(deps.db, params.id, query.limit));
}
