import { addDays, calendarDateOf } from '@review-center/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, registerStaff, type Json, type registerUser } from '../../testing/app.ts';
import { paidFullEnrollment } from '../../testing/enrollment.ts';
import { testAppForFile } from '../../testing/file-app.ts';

/**
 * Refunds (decision 0084): recorded by staff as they cancel an enrollment that received money,
 * at most what it received, checked by the console's own schema; kept and audited; shown in the
 * reviewee's payment history; netted by the dashboard and the enrollments CSV. Nothing is
 * refunded without one. Two cancellations at once race for real in the "api (postgres)" project.
 */

const t = testAppForFile();
let admin: string;
let cashier: string;
let registrar: string;
let registrarEmail: string;
beforeAll(async () => {
  admin = await t.adminToken();
  cashier = (await registerStaff(t, 'cashier')).token;
  ({ token: registrar, email: registrarEmail } = await registerStaff(t, 'registrar'));
});

const today = () => calendarDateOf(new Date());
type Account = Awaited<ReturnType<typeof registerUser>>;
interface Enrolled {
  user: Account;
  id: string;
  reference: string;
  price: number;
}

/** A reviewee enrolled in the Full term with a proof sent; approved by the cashier unless `approved` is false. */
async function enrolled({ approved = true } = {}): Promise<Enrolled> {
  const enrollment = await paidFullEnrollment(t);
  if (approved) {
    const approval = await t.request('POST', `/admin/enrollments/${enrollment.id}/approve`, { token: cashier });
    expect(approval.status, await approval.clone().text()).toBe(200);
  }
  return enrollment;
}

const refundOf = (amount: number, overrides: Record<string, unknown> = {}) => ({
  amount,
  channel: 'GCash',
  reference: 'GC-REFUND-1',
  refundDate: today(),
  reason: 'Moved to another review center',
  ...overrides,
});

const cancel = (enrollment: Enrolled, refund?: Record<string, unknown>, token = registrar) =>
  t.request('POST', `/admin/enrollments/${enrollment.id}/cancel`, {
    token,
    body: { reason: 'Withdrew', ...(refund ? { refund } : {}) },
  });

/** The 400's message, field by field, as the console maps it under its fields. */
async function refusal(response: Response) {
  expect(response.status).toBe(400);
  return Object.fromEntries(
    String(((await response.json()) as Json).message)
      .split('; ')
      .map((part) => part.split(': ') as [string, string]),
  );
}

const detailOf = async (enrollment: Enrolled) =>
  json(await t.request('GET', `/admin/enrollments/${enrollment.id}/history`, { token: registrar }));

describe('a refund recorded with a cancellation', () => {
  it('should take exactly what was paid from the registrar: kept, audited, in the history', async () => {
    const enrollment = await enrolled();
    const response = await cancel(enrollment, refundOf(enrollment.price));
    expect(response.status, await response.clone().text()).toBe(200);
    const detail = (await response.json()) as Json;
    expect(detail).toMatchObject({
      status: 'Cancelled',
      amountPaid: enrollment.price,
      amountRefunded: enrollment.price,
      refunds: [
        {
          amount: enrollment.price,
          channel: 'GCash',
          reference: 'GC-REFUND-1',
          refundDate: today(),
          reason: 'Moved to another review center',
        },
      ],
    });
    // The cancellation and its refund are written in one transaction, at one time.
    expect((detail.history as Json[]).map((entry) => entry.action).sort()).toEqual([
      'enrollment.approve',
      'enrollment.cancel',
      'refund.record',
    ]);
    expect((detail.history as Json[]).find((entry) => entry.action === 'refund.record')).toMatchObject({
      actor: { email: registrarEmail },
      after: { amount: enrollment.price, channel: 'GCash', amountRefunded: enrollment.price },
    });
  });

  it('should refuse one centavo more than was paid, naming the field, and cancel nothing', async () => {
    const enrollment = await enrolled();
    expect(await refusal(await cancel(enrollment, refundOf(enrollment.price + 0.01)))).toEqual({
      'body.refund.amount': `Refund amount must be at most PHP ${enrollment.price.toLocaleString('en-US', { minimumFractionDigits: 2 })}, what was paid`,
    });
    const detail = await detailOf(enrollment);
    expect([detail.status, detail.amountRefunded, detail.refunds]).toEqual(['Active', 0, undefined]);
    expect((detail.history as Json[]).map((entry) => entry.action)).toEqual(['enrollment.approve']);
  });

  it('should refuse a refund of an enrollment that received nothing', async () => {
    const waiting = await enrolled({ approved: false });
    expect(await refusal(await cancel(waiting, refundOf(1)))).toEqual({
      'body.refund.amount': 'Refund amount must be at most PHP 0.00, what was paid',
    });
    // Cancelled without one, it keeps its rejected proof and no refund.
    expect((await cancel(waiting)).status).toBe(200);
    expect((await detailOf(waiting)).amountRefunded).toBe(0);
  });

  it('should refuse a date after today or before the enrollment, and name every bad field at once', async () => {
    const enrollment = await enrolled();
    expect(await refusal(await cancel(enrollment, refundOf(100, { refundDate: addDays(today(), 1) })))).toEqual({
      'body.refund.refundDate': 'Refund date must not be after today',
    });
    expect(await refusal(await cancel(enrollment, refundOf(100, { refundDate: '2020-01-01' })))).toEqual({
      'body.refund.refundDate': 'Refund date must not be before the enrollment was made',
    });
    expect(
      await refusal(await cancel(enrollment, refundOf(0, { channel: 'PayPal', reference: ' ', reason: '' }))),
    ).toEqual({
      'body.refund.amount': 'Refund amount must be more than 0',
      'body.refund.channel': 'Choose the refund channel',
      'body.refund.reference': 'Refund reference is required',
      'body.refund.reason': 'Refund reason is required',
    });
    expect((await detailOf(enrollment)).status).toBe('Active');
  });

  it('should refund nothing when the cancellation gives no refund', async () => {
    const enrollment = await enrolled();
    const detail = await json(await cancel(enrollment));
    expect([detail.status, detail.amountPaid, detail.amountRefunded, detail.refunds]).toEqual([
      'Cancelled',
      enrollment.price,
      0,
      undefined,
    ]);
  });

  it('should record one refund when two cancellations with it run at once', async () => {
    const enrollment = await enrolled();
    const answers = await Promise.all([
      cancel(enrollment, refundOf(enrollment.price)),
      cancel(enrollment, refundOf(enrollment.price), admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const detail = await detailOf(enrollment);
    expect([(detail.refunds as Json[]).length, detail.amountRefunded]).toEqual([1, enrollment.price]);
  });

  it('should be refused to the roles the cancellation is not for', async () => {
    const enrollment = await enrolled();
    const support = (await registerStaff(t, 'support')).token;
    expect((await cancel(enrollment, refundOf(1), support)).status).toBe(403);
    expect((await cancel(enrollment, refundOf(1), enrollment.user.token)).status).toBe(403);
  });
});

describe('a refund where the money is shown', () => {
  let refunded: Enrolled;
  const amount = 1234.56;
  let before: Json;
  beforeAll(async () => {
    before = await json(await t.request('GET', '/admin/dashboard', { token: registrar }));
    refunded = await enrolled();
    expect((await cancel(refunded, refundOf(amount, { channel: 'BDO', reference: 'BDO-99' }))).status).toBe(200);
  });

  it("should show in the reviewee's enrollment and their list of enrollments", async () => {
    const own = await json(await t.request('GET', `/enrollments/${refunded.id}`, { token: refunded.user.token }));
    expect(own.refunds).toEqual([
      expect.objectContaining({ amount, channel: 'BDO', reference: 'BDO-99', refundDate: today() }),
    ]);
    const list = await json(
      await t.request('GET', `/users/${refunded.user.id}/enrollments`, { token: refunded.user.token }),
    );
    expect((list.docs as Json[]).find((e) => e._id === refunded.id)?.refunds).toEqual(own.refunds);
  });

  it('should net the dashboard: received less refunded, to the centavo', async () => {
    const after = await json(await t.request('GET', '/admin/dashboard', { token: registrar }));
    const [was, is] = [before.money as Record<string, number>, after.money as Record<string, number>];
    expect(Math.round((is.received! - was.received!) * 100)).toBe(Math.round(refunded.price * 100));
    expect(Math.round((is.refunded! - was.refunded!) * 100)).toBe(123_456);
    expect(Math.round(is.net! * 100)).toBe(Math.round((is.received! - is.refunded!) * 100));
  });

  it('should net the enrollments CSV: amount paid, amount refunded and net paid', async () => {
    const response = await t.request('GET', `/admin/enrollments/export?search=${refunded.reference}`, {
      token: registrar,
    });
    const [header, row] = (await response.text()).trim().split('\r\n');
    const columns = header!.split(',');
    const cells = Object.fromEntries(row!.split(',').map((cell, index) => [columns[index], cell]));
    expect(cells).toMatchObject({
      Reference: refunded.reference,
      Status: 'Cancelled',
      'Amount paid': String(refunded.price),
      'Amount refunded': '1234.56',
      'Net paid': String(Math.round(refunded.price * 100 - 123_456) / 100),
    });
  });
});
