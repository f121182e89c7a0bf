/**
 * Debian's Chromium, launched the way these machines need: Playwright's own browser download
 * is unreachable here, and without the background-networking flags Chromium keeps trying to
 * reach Google's hosts (docs/toolchain.md#browser).
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };
