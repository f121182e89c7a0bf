import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

/*
 * Enrollment payment (spec §2 "Enrollment payment", §5 payment proof, §8 success messages):
 * the enrollment is created through the API (the wizard has its own journey in
 * enrollment.e2e.ts), then the reviewee attaches PNG and JPEG proofs on the page, sees PAYMENT
 * SUCCESSFUL and Payment Review; the administrator approves and the enrollment is Active.
 */

const { newPage, baseUrl } = useBrowser();
const api = `${baseUrl}/api/v2`;

// The smallest valid images: a 1×1 PNG and a 1×1 baseline JPEG (the API checks magic bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new reviewee enrolled in an offering through the API, as the wizard would do it. */
async function enrollThroughApi(paymentType: 'Full' | 'Installment') {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), 'id.png');
  const [idAttachment] = await json<unknown[]>(await fetch(`${api}/uploads`, { method: 'POST', body: form }));
  const email = `pay+${Date.now()}@example.ph`;
  const created = await json<{ _id: string; reference: string; token: string; user: string }>(
    await fetch(`${api}/enrollments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Secret-123',
        firstName: 'Maria',
        middleName: 'Reyes',
        lastName: 'Santos',
        mobile: '09171234567',
        civilStatus: 'Single',
        birthdate: '1996-05-20',
        birthPlace: 'Cebu City',
        idName: 'UMID',
        idAttachment,
        street: '12 Mabini St.',
        city: 'Cebu City',
        province: 'Cebu',
        zipCode: '6000',
        course: 'BEED',
        firstTimer: true,
        college: 'Cebu Normal University',
        collegeAddress: 'Osmeña Blvd, Cebu City',
        offering: 'hybrid-online-march-2024',
        paymentType,
        branch: 'Cebu',
      }),
    }),
  );
  return { ...created, email };
}

async function openPaymentPage(token: string, enrollmentId: string): Promise<Page> {
  const page = await newPage();
  // Fail at the step that went wrong, well inside the test's own time limit.
  page.setDefaultTimeout(10_000);
  await page.context().addCookies([{ name: 'met-token', value: token, url: baseUrl }]);
  await page.goto(`/enrollments/${enrollmentId}/payments`);
  // The first page of a run waits for a cold server on a busy machine.
  await page.getByRole('form', { name: 'Payment' }).waitFor({ timeout: 30_000 });
  return page;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function typeDate(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month}${day}${year}`);
}

const today = new Date().toISOString().slice(0, 10);

describe('enrollment payment', () => {
  it('should take a PNG and a JPEG proof, refuse a fourth file and a PDF, and end Active after approval', async () => {
    const enrollment = await enrollThroughApi('Full');
    const page = await openPaymentPage(enrollment.token, enrollment._id);

    // The summary shows the enrollment as the payment page writes it (spec §3: FULL upper case).
    await page.getByText(enrollment.reference).first().waitFor();
    await page.getByText('FULL', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    const proof = page.getByRole('group', { name: 'Proof of payment' }).locator('input[type=file]');
    await proof.setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: PNG },
      { name: 'b.png', mimeType: 'image/png', buffer: PNG },
      { name: 'c.jpg', mimeType: 'image/jpeg', buffer: JPEG },
      { name: 'd.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    ]);
    await page.getByText('Maximum files exceeds (3)').waitFor();
    await proof.setInputFiles([{ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await page.getByText('receipt.pdf: only PNG or JPEG images are allowed.').waitFor();

    await chooseOption(page, 'Payment type', 'Full');
    // React Aria hides the native input under its label: press the label, as a person would.
    await page.getByRole('radiogroup', { name: 'Payment option' }).getByText('GCash', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount paid' }).fill('9000');
    await page.getByRole('textbox', { name: 'Receipt ID' }).fill('GC-2024-000123');
    await typeDate(page, 'Payment date', today);
    await proof.setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
      { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    ]);
    await page.getByRole('button', { name: 'Submit payment' }).click();

    await page.getByRole('heading', { name: 'PAYMENT SUCCESSFUL' }).waitFor();
    await page.getByText('Success - Files attached').waitFor();
    await page.getByText('Success - Payment Submitted').waitFor();
    // React Aria's live announcer keeps the date picker's last announcement (labelled by the
    // now-removed picker) for 7 s; axe reads it as an unlabelled image. Let it expire first.
    await expect.poll(() => page.locator('[role=log] [role=img]').count(), { timeout: 15_000 }).toBe(0);
    await expectNoAxeViolations(page);

    const auth = { authorization: `Bearer ${enrollment.token}` };
    const mine = await json<{ docs: { _id: string; status: string }[] }>(
      await fetch(`${api}/users/${enrollment.user}/enrollments`, { headers: auth }),
    );
    expect(mine.docs.find((doc) => doc._id === enrollment._id)?.status).toBe('Payment Review');
    await page.goto('/account?tab=enrollments');
    await page.getByRole('tabpanel').getByText('Payment Review', { exact: true }).first().waitFor();
    await page.goto(`/enrollments/${enrollment._id}/payments`);

    // Reopened, the form stays disabled: it is enabled only while Processing (spec §2).
    await page.reload();
    await page.getByRole('form', { name: 'Payment' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit payment' }).isDisabled()).toBe(true);

    // The administrator approves (apps/api's demo administrator) and the enrollment is Active.
    const admin = await json<{ token: string }>(
      await fetch(`${api}/users/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@review-center.local', password: 'admin-pass-2024' }),
      }),
    );
    await json(
      await fetch(`${api}/admin/enrollments/${enrollment._id}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}` },
      }),
    );
    const after = await json<{ status: string }>(
      await fetch(`${api}/enrollments/${enrollment._id}`, { headers: auth }),
    );
    expect(after.status).toBe('Active');
    await page.goto('/account?tab=enrollments');
    await page.getByRole('tabpanel').getByText('Active', { exact: true }).first().waitFor();
  }, 120_000);
});
