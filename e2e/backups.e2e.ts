import { describe, it } from 'vitest';
import { DEMO_ADMIN } from './support/api.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { press, signInToConsole } from './support/console.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * The administrator's last backup on the dashboard (docs/operations.md): the card, and a backup
 * taken from it with the keyboard while the server keeps answering.
 */

const { newPage } = useBrowser();

describe('backups in the console', { timeout: JOURNEY_MS }, () => {
  it('should show the administrator the last backup and take one now with the keyboard', async () => {
    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await signInToConsole(page, DEMO_ADMIN);
    const card = page.locator('main').filter({ has: page.getByRole('heading', { name: 'Last backup' }) });
    await page.getByRole('heading', { name: 'Last backup' }).waitFor();
    await page.locator('main [role="status"][aria-label^="Loading"]').first().waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);

    await press(page, 'button', 'Back up now');
    // The server answers at once and takes the backup after (decision 0070): the card says so.
    await card.getByText(/^Backing up… started /).waitFor();
    // The card follows the job, reading its status every 2 s, rather than holding a request open
    // past the client's 10 s limit; the notification then names the file written, and the card
    // shows its time and size. A backup's time grows with the database, and this server's holds
    // every earlier journey's data: at the end of a loaded run it took over 60 s, and on the
    // embedded database every read waits while it is dumped, so its bound is five server steps.
    await page.getByText(/^Backup written: review-center-.*\.tar$/).waitFor({ timeout: 5 * SERVER_MS });
    await card.getByText(/^Taken /).waitFor();
    await card.getByText(/^\d+(\.\d)? (MB|KB), review-center-.*\.tar$/).waitFor();
    await expectNoAxeViolations(page);
  });
});
