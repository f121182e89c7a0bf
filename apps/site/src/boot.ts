/**
 * The site's entry: a few hundred bytes that decide when the app's code is fetched.
 *
 * A public page arrives rendered by the server (its text, lists and links all work as plain
 * HTML), so on a 0.5 Mbps phone the page's own bytes come first and the ~160 KB of code that
 * makes it interactive is fetched once the page has loaded: text and images never queue
 * behind scripts. The chunks of the page's route, named by the server in `#rc-preload`, are
 * fetched in the same round as the app, so hydration waits on no further round trip. A page
 * that arrives empty (the account area, forms) has nothing to show without the app: it
 * starts at once.
 */
const PRELOAD_ELEMENT_ID = 'rc-preload';

function start() {
  const preload = document.getElementById(PRELOAD_ELEMENT_ID)?.textContent;
  for (const href of preload ? (JSON.parse(preload) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import('./main.tsx');
}

if (!document.getElementById('root')?.hasChildNodes() || document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
