/**
 * The site's entry: a few hundred bytes that decide when the app's code is fetched
 * (docs/decisions/0015-app-code-after-the-page.md).
 *
 * A public page arrives rendered by the server (its text, lists and links all work as plain
 * HTML), so on a 0.5 Mbps phone the page's own bytes come first and the ~160 KB of code that
 * makes it interactive is fetched once the page has loaded: text and images never queue
 * behind scripts. The server's plan (`#rc-boot`) names the route's chunks, fetched in the same
 * round as the app so hydration waits on no further round trip, and says when a page is a form
 * that should start at once. A page that arrives empty (the account area, most forms) has
 * nothing to show without the app: it starts at once too.
 *
 * Only boot-plan.ts, which imports nothing, comes from the app here: importing its other modules
 * would pull them into this file.
 */
import { BOOT_ELEMENT_ID, type BootPlan } from './app/boot-plan.ts';

const plan = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
const { start, modules }: BootPlan = plan ? (JSON.parse(plan) as BootPlan) : { start: 'now', modules: [] };

function startApp() {
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  void startInSteps();
}

/** Resolves in a later task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluating the app's code is, on a 4x slower phone CPU, the page's longest task. In three
 * steps, each its own task: the framework; the providers, whose design system sets up
 * react-aria's locale (the first Intl call, which loads the browser's ICU data); then the app,
 * which hydrates the page.
 */
async function startInSteps() {
  await import('react-dom/client');
  await nextTask();
  await import('./app/providers.tsx');
  await nextTask();
  await import('./main.tsx');
}

if (start === 'now' || document.readyState === 'complete') startApp();
else window.addEventListener('load', startApp, { once: true });
