import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * A visual baseline of every story: after its play function, the rendered story is compared
 * with the committed reference under __screenshots__ (update with `pnpm test:visual:update`).
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
