import type { Page } from 'playwright-core';

/**
 * Holds the page's script whose code contains `marker` until `release()`, as a slow connection
 * would deliver it late; every other script passes at once. `requested` settles when the page
 * has asked for it, so a test can act in exactly the moment the script is missing.
 */
export function holdScript(page: Page, marker: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  void page.route('**/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) {
        requested();
        await released;
      }
      // The body arrives decoded: sent on without the encoding it came with.
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body });
    } catch (error) {
      // The test is over and closed the page while a script was on its way: nobody waits for it.
      if (page.isClosed() || /disposed|closed/i.test(String(error))) return;
      throw error;
    }
  });
  return { requested: asked, release };
}
