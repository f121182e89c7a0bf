import { configure } from 'storybook/test';
import { afterEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';

/*
 * Upper bounds only, met by a machine four times slower than a loaded run today: a play
 * function's wait (waitFor, findBy*) may span a lazy chunk, a fade and a render (Testing
 * Library's default is 1 s), and a story with its screenshot may take several times Vitest's 5 s.
 * 10 s was not: the account's progress chart (a lazy chunk Vite transforms on first use) took
 * longer at a load average of 20, and the story failed with the page right.
 */
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 60_000 });

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
