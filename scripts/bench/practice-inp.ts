/**
 * Practice feedback benchmark (decision 0081): the demo reviewee practises the demo major's
 * Mathematics items on a phone profile with the CPU slowed four times (scripts/lib/phone-inp.ts).
 * For each of 20 items, chosen with the keyboard, it reads the interaction of "Check answer": the
 * key to the next paint of the feedback (right or wrong, the key, the rationale), as Chromium's
 * Event Timing reports it (INP) and as the page measures it. Target: INP under 50 ms.
 *
 *   pnpm bench:practice-inp     (the site must be built: pnpm --filter @review-center/site build)
 */
import { startApi } from '../lib/api-server.ts';
import { measuredAtLeast, phonePage, reportInteractions, watchInteractions } from '../lib/phone-inp.ts';

const ITEMS = 20;

const api = await startApi();
const { browser, page } = await phonePage(api.baseUrl);
try {
  await page.goto('/practice');
  // The demo seed's practice items with a subject are the specialization's (apps/api/src/demo/seed-exams.ts).
  // By keyboard, as the journeys do: React Aria's inputs sit under their visible boxes.
  await page.getByRole('checkbox', { name: /^Mathematics/ }).focus({ timeout: 60_000 });
  await page.keyboard.press('Space');
  await page.getByRole('radio', { name: String(ITEMS), exact: true }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Start practice' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(`Question 1 of ${ITEMS}`).waitFor({ timeout: 60_000 });
  await watchInteractions(page, { within: '.practice-actions', key: 'Enter', text: 'Check answer' });

  for (let i = 0; i < ITEMS; i++) {
    await page.getByText(`Question ${i + 1} of ${ITEMS}`).waitFor();
    await page
      .getByRole('radio')
      .nth(i % 4)
      .focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Check answer' }).focus();
    await page.keyboard.press('Enter');
    await measuredAtLeast(page, i + 1);
    await page
      .getByRole('status', { name: 'Feedback' })
      .getByText(/^(Correct|Not quite)$/)
      .waitFor();
    await page.getByRole('button', { name: i === ITEMS - 1 ? 'See how you did' : 'Next question' }).focus();
    await page.keyboard.press('Enter');
  }
  await page.getByRole('heading', { name: 'Practice finished' }).waitFor();
  await reportInteractions(page, `Checking a practice answer, 4x CPU throttling, ${ITEMS} items:`, ITEMS);
} catch (error) {
  await page.screenshot({ path: '/tmp/practice-inp.png', fullPage: true });
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await api.stop();
}
