import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * A visual baseline of every story: after its play function, the rendered story is compared
 * with the committed reference under __screenshots__ (update with `pnpm test:visual:update`).
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  // Finite animations jump to their end and infinite ones (spinners) to their start, and the
  // text caret is hidden, so the picture does not depend on timing.
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot({ screenshotOptions: { animations: 'disabled', caret: 'hide' } });
});
