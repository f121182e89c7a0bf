import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_REVIEWEE, registerReviewee, REVIEWEE_PASSWORD, signIn, uploadPng } from './support/api.ts';
import { expectNoAxeViolations, useBrowser, withSession } from './support/browser.ts';
import { JOURNEY_MS } from './support/waits.ts';

/**
 * The account area: every tab with real data from the API, the courseware 403, the
 * chart library loaded only with My Progress, and sign-out.
 */
const { newPage } = useBrowser();

/** A fresh reviewee with one enrollment paid by proof (Payment Review) and one exam taken. */
async function revieweeWithHistory() {
  const reviewee = await registerReviewee();
  const { _id: userId, token } = reviewee;
  const offerings = await api<{ docs: { _id: string; title: string; multipleSchedule?: boolean }[] }>(
    'GET',
    '/offerings?page=1&limit=10&published=true',
  );
  const offering = offerings.docs[0]!;
  const created = await api<{ _id: string; reference: string }>('POST', `/users/${userId}/enrollments`, {
    token,
    body: {
      offering: offering._id,
      paymentType: 'Full',
      branch: 'Cebu',
      ...(offering.multipleSchedule ? { schedule: 'Every Saturday' } : {}),
    },
  });
  const enrollment = await api<{ price: number }>('GET', `/enrollments/${created._id}`, { token });
  await api('POST', `/users/${userId}/enrollments/${created._id}/payments`, {
    token,
    body: {
      paymentType: 'Full',
      paymentOption: 'GCash',
      price: enrollment.price,
      receiptId: 'GC-778899',
      paymentDate: new Date().toISOString().slice(0, 10),
      reference: created.reference,
      tag: 'Enrollment',
      attachments: [await uploadPng(token)],
    },
  });
  // The open General Education mock exam (the seed also has ones not open now).
  const templates = await api<{ docs: { _id: string }[] }>(
    'GET',
    `/users/${userId}/exam-templates?slug=let-mock-exam-general-education`,
    { token },
  );
  const attempt = await api<{ _id: string }>('POST', `/users/${userId}/exams`, {
    token,
    body: { exam: templates.docs[0]!._id },
  });
  await api('POST', `/users/${userId}/exams/${attempt._id}/complete`, { token, body: { answers: [] } });
  return { ...reviewee, offeringTitle: offering.title, reference: created.reference, enrollmentId: created._id };
}

/**
 * The scripts that carry ApexCharts: by URL (a chunk named after it) or, since the bundler may
 * fold it into the chart component's chunk, by its code (its `apexcharts-canvas` class).
 */
async function openAccountAs(token: string, path = '/account'): Promise<{ page: Page; requests: string[] }> {
  const page = await newPage();
  const requests: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (url.toLowerCase().includes('apexcharts')) requests.push(url);
    else if (url.endsWith('.js') && (await response.text().catch(() => '')).includes('apexcharts-canvas'))
      requests.push(`${url} (apexcharts)`);
  });
  await withSession(page, token);
  await page.goto(path);
  return { page, requests };
}

const chartRequests = (requests: string[]) => requests;

describe('account area', { timeout: JOURNEY_MS }, () => {
  // One reviewee for the file: the API limits registrations per address and every e2e file
  // shares one server. Signing out only forgets the token in the browser, so order is free.
  let reviewee: Awaited<ReturnType<typeof revieweeWithHistory>>;
  beforeAll(async () => {
    reviewee = await revieweeWithHistory();
  });

  /** Logs in through the form of the /login page the browser is on. */
  async function logInHere(page: Page) {
    await page.getByRole('textbox', { name: 'Email' }).fill(reviewee.email);
    await page.getByLabel('Password', { exact: true }).fill(REVIEWEE_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  it(
    'should send a visitor without a session to /login, and back to the page after login',
    { timeout: JOURNEY_MS },
    async () => {
      const page = await newPage();
      await page.goto('/account?tab=payments');
      await page.waitForURL(`**/login?next=${encodeURIComponent('/account?tab=payments')}`);
      await logInHere(page);
      await page.waitForURL('**/account?tab=payments');
      await page.getByRole('tab', { name: /^Payments/, selected: true }).waitFor();
    },
  );

  it(
    'should bring a signed-out reviewee from a payment link and an exam link back there after login',
    { timeout: JOURNEY_MS },
    async () => {
      // The payment link of the enrollment e-mail (decision 0036).
      const page = await newPage();
      const payment = `/enrollments/${reviewee.enrollmentId}/payments`;
      await page.goto(payment);
      await page.waitForURL(`**/login?next=${encodeURIComponent(payment)}`);
      await logInHere(page);
      await page.waitForURL(`**${payment}`);
      await page.getByRole('heading', { name: 'Enrollment payment' }).waitFor();
      await page.getByText(reviewee.reference).first().waitFor();

      // An exam link: screen 1 (product §2) asks to log in; login comes back to the exam, which
      // this reviewee has completed (ERROR CODE: 0004).
      const exam = await newPage();
      await exam.goto('/exams/let-mock-exam-general-education');
      await exam.getByRole('link', { name: 'Log in' }).click();
      await exam.waitForURL(`**/login?next=${encodeURIComponent('/exams/let-mock-exam-general-education')}`);
      await logInHere(exam);
      await exam.waitForURL('**/exams/let-mock-exam-general-education');
      await exam.getByText('ERROR CODE: 0004').waitFor();
    },
  );

  it('should send a reviewee whose stored session was revoked to /login', { timeout: JOURNEY_MS }, async () => {
    const { token } = await signIn({ email: reviewee.email, password: REVIEWEE_PASSWORD });
    await api('POST', '/users/sign-out', { token });
    const page = await newPage();
    await withSession(page, token);
    await page.goto('/account');
    await page.waitForURL(`**/login?next=${encodeURIComponent('/account')}`);
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'met-token' }));
  });

  it('should say so when the API cannot be reached, and recover on Try again', { timeout: JOURNEY_MS }, async () => {
    const page = await newPage();
    await withSession(page, reviewee.token);
    await page.route('**/api/v2/users/me', (route) => route.abort('internetdisconnected'));
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Error - No network connection' }).waitFor();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/v2/users/me');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(reviewee.email);
  });

  it(
    'should show every tab with the reviewee’s data, loading the chart only with My Progress',
    { timeout: JOURNEY_MS },
    async () => {
      const { page, requests } = await openAccountAs(reviewee.token);

      // Account: the profile, e-mail read-only.
      const email = page.getByRole('textbox', { name: 'Email' });
      await email.waitFor();
      expect(await email.inputValue()).toBe(reviewee.email);
      expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Maria');
      await expectNoAxeViolations(page);

      // Enrollments: the card of the enrollment, in Payment Review after its proof, so None.
      await page.getByRole('tab', { name: /^Enrollments/ }).click();
      const card = page.getByRole('article', { name: reviewee.offeringTitle });
      await card.waitFor();
      expect(await card.getByText(reviewee.reference).count()).toBe(1);
      expect(await card.getByText('Payment Review').count()).toBe(1);
      expect(await card.getByText('None').count()).toBe(1);
      expect(new URL(page.url()).search).toBe('?tab=enrollments');
      await expectNoAxeViolations(page);

      // Payments: the proof, counted in the tab's badge.
      await page.getByRole('tab', { name: /^Payments\W*1 in payment review$/ }).click();
      await page.getByRole('article', { name: `Reference ${reviewee.reference}` }).waitFor();
      await expectNoAxeViolations(page);

      // Hybrid Courseware: not active yet, so the 403 text (product §8).
      await page.getByRole('tab', { name: 'Hybrid Courseware' }).click();
      await page.getByText('SORRY YOUR NOT ENROLLED IN THIS OFFERING.').waitFor();
      await expectNoAxeViolations(page);

      // My Progress: ApexCharts is fetched now and not before.
      expect(chartRequests(requests)).toEqual([]);
      await page.getByRole('tab', { name: 'My Progress' }).click();
      await page.locator('[data-ready]').waitFor();
      await expect.poll(() => chartRequests(requests).length).toBeGreaterThan(0);
      expect(await page.getByRole('rowheader', { name: 'Test 1' }).count()).toBe(1);
      await expectNoAxeViolations(page);
    },
  );

  it('should open the tab named in the address', { timeout: JOURNEY_MS }, async () => {
    const { page } = await openAccountAs(reviewee.token, '/account?tab=payments');
    await page.getByRole('tab', { name: /^Payments/, selected: true }).waitFor();
  });

  it('should show an enrollment’s detail', { timeout: JOURNEY_MS }, async () => {
    const enrollments = await api<{ docs: { _id: string }[] }>('GET', `/users/${reviewee._id}/enrollments`, {
      token: reviewee.token,
    });
    const { page } = await openAccountAs(reviewee.token, `/enrollments/${enrollments.docs[0]!._id}`);
    await page.getByRole('article', { name: reviewee.offeringTitle }).waitFor();
    await page.getByRole('article', { name: `Reference ${reviewee.reference}` }).waitFor();
    await expectNoAxeViolations(page);
  });

  it(
    'should lead from the enrollment card to its page: its history and payments',
    { timeout: JOURNEY_MS },
    async () => {
      const { page } = await openAccountAs(reviewee.token, '/account?tab=enrollments');
      const card = page.getByRole('tabpanel').getByRole('article', { name: reviewee.offeringTitle });
      await card.getByRole('link', { name: 'View details' }).click();
      await page.waitForURL(`**/enrollments/${reviewee.enrollmentId}`);
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText(`Enrolled, reference ${reviewee.reference}`, { exact: false }).waitFor();
      // The proof sent in Payment Review, in the history and in the payments.
      await history.getByText(/Full payment proof sent, reference .+: Payment Review/).waitFor();
      await page
        .getByRole('region', { name: 'Payments' })
        .getByText('Payment Review', { exact: true })
        .first()
        .waitFor();
      await expectNoAxeViolations(page);
    },
  );

  it('should sign out: the session ends and the header offers Login again', { timeout: JOURNEY_MS }, async () => {
    const { page } = await openAccountAs(reviewee.token);
    // On a phone the two ways out stand apart, and clear of the tab row under them.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    const one = await box(page.getByRole('button', { name: 'Sign out', exact: true }));
    const all = await box(page.getByRole('button', { name: 'Sign out everywhere' }));
    const tabs = await box(page.getByRole('tablist'));
    const apart = Math.max(all.x - (one.x + one.width), all.y - (one.y + one.height), one.x - (all.x + all.width));
    expect(apart).toBeGreaterThanOrEqual(8);
    expect(Math.max(one.y + one.height, all.y + all.height)).toBeLessThanOrEqual(tabs.y - 8);
    expect(Math.max(one.x + one.width, all.x + all.width)).toBeLessThanOrEqual(390);
    await page.setViewportSize(desktop);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/home');
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name === 'met-token' && cookie.value !== '')).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await page.goto('/account');
    await page.waitForURL(`**/login?next=${encodeURIComponent('/account')}`);
  });

  it('should show the demo reviewee content on every tab of a fresh demo start', { timeout: JOURNEY_MS }, async () => {
    const { token } = await signIn(DEMO_REVIEWEE);
    const { page } = await openAccountAs(token, '/account?tab=enrollments');
    const card = page.getByRole('tabpanel').getByRole('article').first();
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: 'Pay' }).count()).toBe(1);
    await page.getByRole('tab', { name: /^Payments/ }).click();
    await page.getByRole('tabpanel').getByText('Approved', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Hybrid Courseware' }).click();
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Hybrid courseware' }).waitFor();
    await page.getByRole('tab', { name: 'My Progress' }).click();
    await page.locator('[data-ready]').waitFor();
    // Past exams in each LET part (decision 0052): a line each, Test 1, Test 2 and Test 3.
    expect(await page.getByRole('rowheader', { name: 'Test 2' }).count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Professional Education' }).count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});
