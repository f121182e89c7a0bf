import { calendarDateOf } from '@review-center/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCRYPT } from '../../testing/scrypt.ts';
import { seedStaffDemo } from '../../demo/staff-enrollments-demo.ts';
import { filesForm, JPEG, json, PNG, registerUser, type Json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { up } from '../../platform/db/migrations/0014_activation_dates.ts';

const t = testAppForFile();
let admin: string;
beforeAll(async () => {
  admin = await t.adminToken();
});

const today = calendarDateOf(new Date());
type Account = Awaited<ReturnType<typeof registerUser>>;

async function enroll(
  overrides: Record<string, unknown> = {},
  user?: Account,
): Promise<{ user: Account; id: string; reference: string }> {
  // One second apart, so "oldest first" has an order to keep.
  t.clock.now = new Date(t.clock.now.getTime() + 1000);
  const account = user ?? (await registerUser(t, overrides.user as Record<string, unknown> | undefined));
  const created = await json(
    await t.request('POST', `/users/${account.id}/enrollments`, {
      token: account.token,
      body: { offering: 'override-offering-2', paymentType: 'Full', branch: 'Malolos', ...overrides, user: undefined },
    }),
  );
  return { user: account, id: created._id as string, reference: created.reference as string };
}

/** A proof through the account's Pay call: `price` is what the reviewee declares. */
async function pay(
  enrollment: { user: Account; id: string; reference: string },
  proof: { receiptId: string; price?: number; bytes?: Uint8Array; paymentOption?: string; paymentDate?: string },
) {
  const detail = await json(await t.request('GET', `/enrollments/${enrollment.id}`, { token: enrollment.user.token }));
  const attachments = await (
    await t.request('POST', '/uploads', {
      token: enrollment.user.token,
      body: filesForm([{ name: 'proof.png', bytes: proof.bytes ?? PNG }]),
    })
  ).json();
  const response = await t.request('POST', `/users/${enrollment.user.id}/enrollments/${enrollment.id}/payments`, {
    token: enrollment.user.token,
    body: {
      paymentType: 'Full',
      paymentOption: proof.paymentOption ?? 'GCash',
      price: proof.price ?? (detail.price as number),
      receiptId: proof.receiptId,
      paymentDate: proof.paymentDate ?? today,
      reference: enrollment.reference,
      tag: 'Enrollment',
      attachments,
    },
  });
  expect(response.status).toBe(200);
}

const get = async (url: string, token = admin) => {
  const response = await t.request('GET', url, { token });
  return { status: response.status, body: (await response.json()) as Json };
};
type Page = { docs: Json[]; totalDocs: number };
const auditCount = async (id: string) => ((await get(`/admin/audit?entityId=${id}`)).body as unknown as Page).totalDocs;

describe('GET /admin/enrollments (the payment queue)', () => {
  let first: { user: Account; id: string; reference: string };
  let second: { user: Account; id: string; reference: string };
  let third: { user: Account; id: string; reference: string };
  beforeAll(async () => {
    first = await enroll({ user: { firstName: 'Queuefirst', lastName: 'Zamora' } });
    await pay(first, { receiptId: 'BPI-777', paymentOption: 'BPI' });
    second = await enroll();
    await pay(second, { receiptId: ' bpi-777 ', price: 1, bytes: JPEG });
    third = await enroll({ offering: 'override-offering-1' });
    await pay(third, { receiptId: 'GC-3', bytes: JPEG, paymentDate: '2026-01-02' });
  });

  it('should serve a page at a time, oldest first, with the total', async () => {
    const page1 = (await get('/admin/enrollments?limit=2&page=1')).body as unknown as Page;
    const page2 = (await get('/admin/enrollments?limit=2&page=2')).body as unknown as Page;
    expect(page1.totalDocs).toBe(3);
    expect([...page1.docs, ...page2.docs].map((d) => d.reference)).toEqual([
      first.reference,
      second.reference,
      third.reference,
    ]);
  });

  it('should filter by offering, payment option and payment date, and search in any case', async () => {
    const refs = async (query: string) =>
      ((await get(`/admin/enrollments?${query}`)).body as unknown as Page).docs.map((d) => d.reference);
    expect(await refs('offering=override-offering-1')).toEqual([third.reference]);
    expect(await refs('paymentOption=BPI')).toEqual([first.reference]);
    expect(await refs('paymentDateFrom=2026-01-01&paymentDateTo=2026-01-02')).toEqual([third.reference]);
    expect(await refs(`paymentDateFrom=${today}`)).toEqual([first.reference, second.reference]);
    expect(await refs(`search=${first.reference.toLowerCase()}`)).toEqual([first.reference]);
    expect(await refs('search=queuefirst zam')).toEqual([first.reference]);
    expect(await refs(`search=${second.user.email.slice(0, 12).toUpperCase()}`)).toEqual([second.reference]);
    expect(await refs('search=gc-3')).toEqual([third.reference]);
    expect(await refs('search=nobody%25')).toEqual([]);
  });

  it('should answer 400 naming the filter that is wrong', async () => {
    const bad = await get('/admin/enrollments?paymentOption=PayPal');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^query\.paymentOption/);
    const dates = await get('/admin/enrollments?paymentDateFrom=2026-02-01&paymentDateTo=2026-01-01');
    expect([dates.status, dates.body.message]).toEqual([400, expect.stringMatching(/^query\.paymentDateTo/)]);
  });

  it('should warn of a receipt id or an image already used, an amount not due and a date before sign-up', async () => {
    const warnings = async (id: string) =>
      ((await get(`/admin/enrollments/${id}/review`)).body.warnings as Json[]).map((w) => [w.code, w.reference]);
    expect(await warnings(first.id)).toEqual([['duplicateReceipt', second.reference]]);
    expect(await warnings(second.id)).toEqual([
      ['amountMismatch', undefined],
      ['duplicateReceipt', first.reference],
      ['duplicateImage', third.reference],
    ]);
    expect(await warnings(third.id)).toEqual([
      ['dateBeforeSignUp', undefined],
      ['duplicateImage', second.reference],
    ]);
    const item = (await get(`/admin/enrollments/${second.id}/review`)).body;
    expect((item.warnings as Json[])[1]!.message).toBe(
      `This receipt id was already used for enrollment ${first.reference}.`,
    );
  });

  it('should answer 404 for an enrollment that waits for no decision', async () => {
    const { id } = await enroll();
    expect((await get(`/admin/enrollments/${id}/review`)).status).toBe(404);
  });
});

describe('the enrollments table', () => {
  let installment: { user: Account; id: string; reference: string };
  beforeAll(async () => {
    installment = await enroll({
      offering: 'hybrid-online-march-2024',
      paymentType: 'Installment',
      branch: 'Cebu',
      user: { course: 'BEED', lastName: 'Tablesearch' },
    });
  });

  it('should filter, sort and search, a page at a time', async () => {
    const cebu = (await get('/admin/enrollments/all?branch=Cebu&course=BEED')).body as unknown as Page;
    expect(cebu.docs.map((d) => d.reference)).toEqual([installment.reference]);
    expect(cebu.docs[0]).toMatchObject({
      status: 'Processing',
      paymentType: 'Installment',
      course: 'BEED',
      amountPaid: 0,
      offering: { _id: 'hybrid-online-march-2024' },
      nextDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const byPaid = (await get('/admin/enrollments/all?sort=-amountPaid&limit=3')).body as unknown as Page;
    const paid = byPaid.docs.map((d) => d.amountPaid as number);
    expect(paid).toEqual([...paid].sort((a, b) => b - a));
    expect(byPaid.docs).toHaveLength(3);
    const found = (await get('/admin/enrollments/all?search=tablesearch')).body as unknown as Page;
    expect(found.docs.map((d) => d.reference)).toEqual([installment.reference]);
  });

  it('should answer 400 naming the sort or filter that is wrong', async () => {
    const sort = await get('/admin/enrollments/all?sort=password');
    expect([sort.status, sort.body.message]).toEqual([400, expect.stringMatching(/^query\.sort/)]);
    const status = await get('/admin/enrollments/all?status=Lost');
    expect([status.status, status.body.message]).toEqual([400, expect.stringMatching(/^query\.status/)]);
  });

  it('should export the filtered table as CSV', async () => {
    const response = await t.request('GET', '/admin/enrollments/export?branch=Cebu&course=BEED', { token: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Status,Created,Offering/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([installment.reference]);
    expect((await t.request('GET', '/admin/enrollments/export?sort=nope', { token: admin })).status).toBe(400);
  });

  it('should mark an installment paid with a note: Active, one audit entry, shown in the history', async () => {
    const response = await t.request('POST', `/admin/enrollments/${installment.id}/installments/0/paid`, {
      token: admin,
      body: { note: 'Paid in cash at the Cebu branch' },
    });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as Json;
    expect(detail.status).toBe('Active');
    expect((detail.installments as Json[])[0]!.paid).toBe(true);
    expect(detail.amountPaid).toBe(((detail.installments as Json[])[0]!.amount as number) ?? 0);
    expect(detail.history).toEqual([
      expect.objectContaining({
        action: 'enrollment.markInstallmentPaid',
        actor: expect.objectContaining({ email: 'admin@review-center.local' }),
        after: expect.objectContaining({ note: 'Paid in cash at the Cebu branch', paid: true }),
      }),
    ]);
    const again = await t.request('POST', `/admin/enrollments/${installment.id}/installments/0/paid`, {
      token: admin,
      body: { note: 'twice' },
    });
    expect(again.status).toBe(409);
    const missing = await t.request('POST', `/admin/enrollments/${installment.id}/installments/9/paid`, {
      token: admin,
      body: { note: 'none' },
    });
    expect([missing.status, ((await missing.json()) as Json).message]).toEqual([
      400,
      expect.stringMatching(/^params\.index/),
    ]);
    expect(await auditCount(installment.id)).toBe(1);
  });

  it('should cancel with a reason: the proof waiting is rejected, no new proof is taken, one audit entry', async () => {
    const waiting = await enroll();
    await pay(waiting, { receiptId: 'CANCEL-1' });
    const response = await t.request('POST', `/admin/enrollments/${waiting.id}/cancel`, {
      token: admin,
      body: { reason: 'Asked for a refund' },
    });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as Json;
    expect([detail.status, detail.cancellationReason]).toEqual(['Cancelled', 'Asked for a refund']);
    expect((detail.payments as Json[]).map((p) => p.status)).toEqual(['Rejected']);
    expect(
      (await t.request('POST', `/admin/enrollments/${waiting.id}/cancel`, { token: admin, body: { reason: 'x' } }))
        .status,
    ).toBe(409);
    const blank = await t.request('POST', `/admin/enrollments/${waiting.id}/cancel`, {
      token: admin,
      body: { reason: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(await auditCount(waiting.id)).toBe(1);
    // The reviewee cannot pay for a cancelled enrollment.
    const refused = await t.request('PUT', `/enrollments/${waiting.id}`, {
      token: waiting.user.token,
      body: { paymentOption: 'GCash', receiptId: 'X', paymentDate: today, attachments: [], status: 'Payment Review' },
    });
    expect(refused.status).not.toBe(200);
  });

  it('should show every decision with who made it in the history', async () => {
    const approved = await enroll();
    await pay(approved, { receiptId: 'HIST-1' });
    await t.request('POST', `/admin/enrollments/${approved.id}/approve`, { token: admin });
    const detail = (await get(`/admin/enrollments/${approved.id}/history`)).body;
    expect(detail).toMatchObject({ status: 'Active', amountPaid: detail.price, nextDueDate: null });
    expect((detail.payments as Json[]).map((p) => [p.status, (p.attachments as Json[]).length])).toEqual([
      ['Approved', 1],
    ]);
    expect((detail.history as Json[]).map((h) => [h.action, (h.actor as Json).email])).toEqual([
      ['enrollment.approve', 'admin@review-center.local'],
    ]);
    expect((await get('/admin/enrollments/no-such/history')).status).toBe(404);
  });
});

describe('GET /admin/dashboard', () => {
  it('should count the payments waiting, the tickets, the approvals of today and the enrollments', async () => {
    const before = (await get('/admin/dashboard')).body;
    const waiting = await enroll({ offering: 'override-offering-3' });
    await pay(waiting, { receiptId: 'DASH-1' });
    const approved = await enroll({ offering: 'override-offering-3' });
    await pay(approved, { receiptId: 'DASH-2' });
    await t.request('POST', `/admin/enrollments/${approved.id}/approve`, { token: admin });
    await t.request('POST', '/supports/tickets', {
      body: { firstName: 'Ana', lastName: 'Cruz', email: 'ana@example.ph', category: 'WEBSITE', content: 'Help' },
    });
    const after = (await get('/admin/dashboard')).body;
    expect(after.paymentsWaiting).toBe((before.paymentsWaiting as number) + 1);
    expect(after.approvalsToday).toBe((before.approvalsToday as number) + 1);
    expect(after.newTickets).toBe((before.newTickets as number) + 1);
    const rows = (after.enrollments as Json[]).filter((row) => (row.offering as Json)._id === 'override-offering-3');
    expect(rows.map((row) => [row.status, row.count])).toEqual([
      ['Active', 1],
      ['Payment Review', 1],
    ]);
  });
});

describe('the demo data (demo mode only)', () => {
  it('should put six payments in the queue, with the duplicate and mismatch warnings to show', async () => {
    const options = {
      now: new Date(),
      scrypt: TEST_SCRYPT,
      saveFile: (bytes: Uint8Array) => t.deps.uploads.save(bytes),
    };
    await seedStaffDemo(t.db, options);
    await seedStaffDemo(t.db, options); // a second start adds nothing
    const demo = (await get('/admin/enrollments?search=rc-demo&limit=50')).body as unknown as Page;
    expect(demo.totalDocs).toBe(6);
    const codes = Object.fromEntries(
      demo.docs.map((d) => [d.reference, (d.warnings as Json[]).map((w) => w.code).sort()]),
    );
    expect(codes['RC-DEMO0003']).toEqual(['amountMismatch', 'duplicateReceipt']);
    expect(codes['RC-DEMO0005']).toEqual(['duplicateImage']);
    expect(codes['RC-DEMO0006']).toEqual([]);
    // Its proof images can be opened by staff.
    const image = ((demo.docs[0]!.payments as Json[])[0]!.attachments as Json[])[0]!;
    expect((await t.request('GET', `/uploads/${image.id as string}`, { token: admin })).status).toBe(200);
    const table = (await get('/admin/enrollments/all?search=rc-demo&status=Active')).body as unknown as Page;
    expect(table.totalDocs).toBe(2);
  });
});

/*
 * Access runs six months from `activated_at` (product §1 terms of use; decisions 0048, 0067): every
 * path that makes an enrollment Active dates it, once, so the months never count from creation.
 */
describe('activated_at on every path to Active', () => {
  const activatedAt = async (id: string) =>
    (await t.db.selectFrom('enrollments').select('activated_at').where('id', '=', id).executeTakeFirstOrThrow())
      .activated_at;
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

  it('should date the activation when the cashier approves a proof', async () => {
    const approved = await enroll();
    await pay(approved, { receiptId: 'ACT-APPROVE' });
    expect(await activatedAt(approved.id)).toBeNull();
    const at = hoursFromNow(1);
    const response = await t.at(at, async () =>
      t.request('POST', `/admin/enrollments/${approved.id}/approve`, { token: admin }),
    );
    expect((await json(response)).status).toBe('Active');
    expect(await activatedAt(approved.id)).toEqual(at);
    // The reviewee's enrollment page reads it for its history and the end of access.
    const own = await json(await t.request('GET', `/enrollments/${approved.id}`, { token: approved.user.token }));
    expect(own.activatedAt).toBe(at.toISOString());
  });

  it('should date the activation when staff mark an installment paid, and keep it for the next one', async () => {
    const installments = await enroll({ paymentType: 'Installment' });
    const at = hoursFromNow(1);
    const first = await t.at(at, async () =>
      t.request('POST', `/admin/enrollments/${installments.id}/installments/0/paid`, {
        token: admin,
        body: { note: 'Paid in cash at the branch' },
      }),
    );
    expect((await json(first)).status).toBe('Active');
    expect(await activatedAt(installments.id)).toEqual(at);
    await t.at(hoursFromNow(2), async () =>
      t.request('POST', `/admin/enrollments/${installments.id}/installments/1/paid`, {
        token: admin,
        body: { note: 'The second, at the branch' },
      }),
    );
    expect(await activatedAt(installments.id)).toEqual(at);
  });

  it('should keep the first activation when a later proof is rejected and the enrollment stays Active', async () => {
    const installments = await enroll({ paymentType: 'Installment' });
    await pay(installments, { receiptId: 'ACT-DOWN' });
    const at = hoursFromNow(1);
    await t.at(at, async () => t.request('POST', `/admin/enrollments/${installments.id}/approve`, { token: admin }));
    await pay(installments, { receiptId: 'ACT-SECOND' });
    const rejected = await t.at(hoursFromNow(2), async () =>
      t.request('POST', `/admin/enrollments/${installments.id}/reject`, {
        token: admin,
        body: { reason: 'The receipt is unreadable' },
      }),
    );
    expect((await json(rejected)).status).toBe('Active');
    expect(await activatedAt(installments.id)).toEqual(at);
  });

  it('should date an Active enrollment that staff marked paid before the date was kept (migration 0014)', async () => {
    const legacy = await enroll({ paymentType: 'Installment' });
    await t.request('POST', `/admin/enrollments/${legacy.id}/installments/0/paid`, {
      token: admin,
      body: { note: 'Paid in cash' },
    });
    await t.db.updateTable('enrollments').set({ activated_at: null }).where('id', '=', legacy.id).execute();
    const marked = await t.db
      .selectFrom('audit_log')
      .select('created_at')
      .where('entity_id', '=', legacy.id)
      .executeTakeFirstOrThrow();
    await up(t.db as never);
    expect(await activatedAt(legacy.id)).toEqual(marked.created_at);
  });
});
