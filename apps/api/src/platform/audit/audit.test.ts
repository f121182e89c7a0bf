import { describe, expect, it } from 'vitest';
import { registerStaff, registerUser } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { enroll, submitProof } from '../../testing/enrollment.ts';

const t = testAppForFile();

async function inReview() {
  const user = await registerUser(t);
  const enrolled = await enroll(t, user, { offering: 'override-offering-2', paymentType: 'Full', branch: 'Malolos' });
  const created = (await enrolled.json()) as { _id: string };
  await submitProof(t, user, created._id, { paymentOption: 'GCash', receiptId: 'GC-1' });
  return created._id;
}

type Entries = {
  docs: { action: string; actor: { email: string }; before: unknown; after: unknown }[];
  totalDocs: number;
};
const auditOf = async (entityId: string) =>
  (await (
    await t.request('GET', `/admin/audit?entityId=${entityId}`, { token: await t.adminToken() })
  ).json()) as Entries;

describe('audit log', () => {
  it('should keep one entry per decision, with who made it and what it changed', async () => {
    const approved = await inReview();
    await t.request('POST', `/admin/enrollments/${approved}/approve`, { token: await t.adminToken() });
    const rejected = await inReview();
    await t.request('POST', `/admin/enrollments/${rejected}/reject`, {
      token: await t.adminToken(),
      body: { reason: 'The receipt is unreadable' },
    });

    const approval = await auditOf(approved);
    expect(approval.totalDocs).toBe(1);
    expect(approval.docs[0]).toMatchObject({
      action: 'enrollment.approve',
      actor: { email: 'admin@review-center.local' },
      before: { status: 'Payment Review', paidInstallments: 0 },
      // A full payment has no installments to mark.
      after: { status: 'Active', paidInstallments: 0, paymentStatus: 'Approved' },
    });
    const rejection = await auditOf(rejected);
    expect(rejection.docs.map((entry) => [entry.action, entry.after])).toEqual([
      [
        'enrollment.reject',
        { status: 'Processing', rejectionReason: 'The receipt is unreadable', paymentStatus: 'Rejected' },
      ],
    ]);
  });

  it('should write nothing when the action is refused', async () => {
    const id = await inReview();
    await t.request('POST', `/admin/enrollments/${id}/approve`, { token: await t.adminToken() });
    // Approving twice is a 409: the log still holds the one approval.
    expect((await t.request('POST', `/admin/enrollments/${id}/approve`, { token: await t.adminToken() })).status).toBe(
      409,
    );
    expect((await auditOf(id)).totalDocs).toBe(1);
  });

  it('should be the administrator’s to read, and nobody’s to edit', async () => {
    const cashier = await registerStaff(t, 'cashier');
    expect((await t.request('GET', '/admin/audit', { token: cashier.token })).status).toBe(403);
    const admin = await t.adminToken();
    for (const method of ['PUT', 'DELETE', 'POST']) {
      expect([method, (await t.request(method, '/admin/audit', { token: admin, body: {} })).status]).toEqual([
        method,
        404,
      ]);
    }
  });

  it('should filter by action and name a bad filter', async () => {
    const admin = await t.adminToken();
    const approvals = (await (
      await t.request('GET', '/admin/audit?action=enrollment.approve', { token: admin })
    ).json()) as Entries;
    expect(approvals.totalDocs).toBeGreaterThan(0);
    expect(new Set(approvals.docs.map((entry) => entry.action))).toEqual(new Set(['enrollment.approve']));
    const bad = await t.request('GET', '/admin/audit?entityType=spaceship', { token: admin });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('query.entityType');
  });
});
