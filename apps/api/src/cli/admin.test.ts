import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../testing/app.ts';
import { testAppForFile } from '../testing/file-app.ts';
import { enroll, submitProof } from '../testing/enrollment.ts';
import { runAdmin, signedInClient, staffClient } from './admin.ts';

const t = testAppForFile();
let client: Awaited<ReturnType<typeof signedInClient>>;
beforeAll(async () => {
  // The command line is an API client: here its requests reach the app in-process.
  client = await signedInClient({
    baseUrl: 'http://localhost/api/v2',
    email: 'admin@review-center.local',
    password: 'admin-pass-2024',
    fetch: (input, init) => Promise.resolve(t.app.request(input instanceof Request ? input : String(input), init)),
  });
});

async function inReview() {
  const user = await registerUser(t);
  const enrolled = await enroll(t, user, { offering: 'override-offering-2', paymentType: 'Full', branch: 'Malolos' });
  const created = (await enrolled.json()) as { _id: string; reference: string };
  await submitProof(t, user, created._id, { paymentOption: 'GCash', receiptId: 'GC-77', fileName: 'gcash.png' });
  return { user, ...created };
}

describe('admin command line', () => {
  it('should list enrollments in Payment Review with their proofs, then approve one', async () => {
    const e = await inReview();
    const out: string[] = [];
    expect(await runAdmin(['list'], client, (line) => out.push(line))).toBe(0);
    const listing = out.join('\n');
    expect(listing).toContain(e.reference);
    expect(listing).toContain('receipt GC-77');
    expect(listing).toContain('gcash.png');

    expect(await runAdmin(['approve', e._id], client, (line) => out.push(line))).toBe(0);
    expect(out.at(-1)).toBe(`Approved ${e.reference}: Active`);
    // Through the API, so the action is audited as the administrator's like any other.
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', e._id).execute();
    expect(audit.map((row) => [row.action, row.actor_email])).toEqual([
      ['enrollment.approve', 'admin@review-center.local'],
    ]);
  });

  it('should reject with a reason, and print usage for a wrong command', async () => {
    const e = await inReview();
    const out: string[] = [];
    expect(await runAdmin(['reject', e._id, 'Amount', 'does', 'not', 'match'], client, (line) => out.push(line))).toBe(
      0,
    );
    expect(out.at(-1)).toBe(`Rejected ${e.reference}: back to Processing`);
    expect(t.mailer.sent.at(-1)!.text).toContain('Reason: Amount does not match');
    expect(await runAdmin(['approve'], client, (line) => out.push(line))).toBe(2);
    expect(out.at(-1)).toMatch(/^Usage: /);
  });

  it('should refuse a reviewee: the server checks the role', async () => {
    const user = await registerUser(t);
    const asReviewee = staffClient({
      baseUrl: 'http://localhost/api/v2',
      token: user.token,
      fetch: (input, init) => Promise.resolve(t.app.request(input instanceof Request ? input : String(input), init)),
    });
    await expect(runAdmin(['list'], asReviewee, () => {})).rejects.toMatchObject({ status: 403 });
  });
});
