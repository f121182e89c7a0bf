/**
 * The site's entry: a few hundred bytes that decide when the app's code is fetched
 * (docs/decisions/0015-app-code-after-the-page.md).
 *
 * A public page arrives rendered by the server (its text, lists and links all work as plain
 * HTML), so on a 0.5 Mbps phone the page's own bytes come first and the ~160 KB of code that
 * makes it interactive is fetched once the page has loaded and painted: text and images never
 * queue behind scripts. The server's plan (`#rc-boot`) names the route's chunks, fetched in the same
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
 * The page's first Intl calls load the browser's ICU data: 12 to 20 ms on this machine's CPU
 * and four times that on a phone. React Aria makes them as its modules are evaluated (its
 * text-direction and locale detection), which would add them to the app's own evaluation.
 * Made beforehand, each in a task of its own, the same data is loaded once and React Aria finds
 * it ready. Not while the code downloads: on a phone with few cores that competes with the
 * browser parsing the code in the background, and took up to 95 ms here.
 */
function loadLikelySubtags() {
  try {
    new Intl.Locale(navigator.language).maximize();
  } catch {
    // Not a valid locale tag: React Aria falls back to en-US.
  }
}
const loadLocaleList = () => Intl.DateTimeFormat.supportedLocalesOf('en-US');

/**
 * Evaluating the app's code is, on a 4x slower phone CPU, the page's longest task. In steps,
 * each its own task: React; the rest of the framework (the router, TanStack Query and
 * styled-components, through the module that makes the browser's query cache); the providers;
 * the ICU data, in two; then the app, with React Aria, which hydrates the page.
 */
async function startInSteps() {
  const steps = [
    () => import('./app/react-dom.ts'),
    () => import('./app/query-client.ts'),
    () => import('./app/providers.tsx'),
    loadLikelySubtags,
    loadLocaleList,
  ];
  for (const step of steps) {
    await step();
    await nextTask();
  }
  await import('./main.tsx');
}

/** Resolves once the page (its images included) has loaded. */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page has painted its content. On a fast connection a small page can
 * finish loading before its first paint; the app's code, fetched at a script's high
 * priority, must not be started ahead of that paint. At once where paint timing is missing or
 * the page is hidden (a background tab may never report a paint), and when it is hidden or
 * shown before the paint.
 */
function painted(): Promise<void> {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', done);
  });
}

/**
 * A server-rendered form submitted before the app has hydrated would be sent by the browser
 * itself, as a GET with its values (a password) in the address. Held instead and marked: the
 * values stay in the fields, and the form, once the app runs, takes them over and submits them
 * itself (FormFrame, which marks the form ready first; decision 0033).
 */
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-form-ready')) return;
    if (document.getElementById('root')?.hasAttribute('data-hydrated')) return;
    event.preventDefault();
    form.setAttribute('data-held-submit', '');
  },
  true,
);

if (start === 'now') startApp();
else void Promise.all([loaded(), painted()]).then(startApp);
