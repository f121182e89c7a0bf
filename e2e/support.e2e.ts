import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { pngFile } from './support/files.ts';
import { JOURNEY_MS, STEP_MS } from './support/waits.ts';

const { newPage } = useBrowser();

// The machine's CPU is shared by parallel builds; a page that takes 3 s alone can take 30 s then.
describe('support', { timeout: JOURNEY_MS }, () => {
  it('should show the form and the contact panel with no axe violations', async () => {
    const page = await newPage();
    await page.goto('/support');
    await page.getByRole('form', { name: 'Contact support' }).waitFor();
    await page.getByRole('complementary', { name: 'Contact information' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it(
    'should send a ticket with an attachment that the API stores, then thank the visitor',
    { timeout: JOURNEY_MS },
    async () => {
      const page = await newPage();
      await page.goto('/support');
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Contact support' });
      await form.getByRole('textbox', { name: 'First name' }).fill('Juan');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Dela Cruz');
      await form.getByRole('textbox', { name: 'Email' }).fill(`juan+${Date.now()}@example.ph`);
      await form.getByRole('textbox', { name: /Mobile/ }).fill('09171234567');
      await form.getByRole('button', { name: /Category/ }).click();
      await page.getByRole('option', { name: 'WEBSITE' }).click();
      await form.getByRole('textbox', { name: 'Message' }).fill('I cannot see my mock exam results.');
      await form.locator('input[type="file"]').setInputFiles(pngFile('screenshot.png'));
      // As a visitor would, send once the picture shows in the list (its type is read first).
      await form.getByRole('listitem').filter({ hasText: 'screenshot.png' }).waitFor();

      const upload = page.waitForResponse(
        (r) => r.url().endsWith('/api/v2/uploads') && r.request().method() === 'POST',
      );
      const ticket = page.waitForResponse(
        (r) => r.url().endsWith('/api/v2/supports/tickets') && r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Send' }).click();
      expect((await upload).status()).toBe(200);
      const stored = await ticket;
      expect(stored.status()).toBe(200);
      // The API answers only after the row is written, with the stored ticket's id.
      expect(((await stored.json()) as { _id: string })._id).toBeTruthy();
      const sent = stored.request().postDataJSON() as { category: string; attachments: unknown[]; user: unknown };
      expect(sent).toMatchObject({ category: 'WEBSITE', user: null });
      expect(sent.attachments).toHaveLength(1);

      await page.getByText('Thank you for your feedback. Our staff will contact you soon.').waitFor();
      // React Aria's live announcer keeps a "done" node labelled by the Send button, which is gone
      // now; axe would check that transient node out of context. React Aria clears it after 7 s.
      await page.locator('[data-live-announcer] [role="img"]').waitFor({ state: 'detached', timeout: STEP_MS });
      await expectNoAxeViolations(page);
    },
  );

  it('should block sending while a required field is missing', async () => {
    const page = await newPage();
    await page.goto('/support');
    await waitForHydration(page);
    let ticketCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/supports/tickets')) ticketCalls += 1;
    });
    const form = page.getByRole('form', { name: 'Contact support' });
    await form.getByRole('button', { name: 'Send' }).click();
    await form.locator('[data-invalid]').first().waitFor();
    expect(ticketCalls).toBe(0);
  });
});
