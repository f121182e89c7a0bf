import { describe, expect, it } from 'vitest';
import { activeReviewee, api, DEMO_EDITOR, signIn } from './support/api.ts';
import { useBrowser, withSession } from './support/browser.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

const { newPage } = useBrowser();

interface WebManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  icons?: { src: string; sizes?: string; type?: string; purpose?: string }[];
}

/** Width and height of a PNG, read from its IHDR chunk; null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/*
 * The site as an installable app (decision 0082). Lighthouse 12 dropped its installability audit,
 * which asked Chromium itself; the journey asks Chromium the same through the DevTools protocol
 * (`Page.getInstallabilityErrors`). Chromium installs nothing from an incognito context, so the
 * page has a browser and a regular profile of its own, with service workers allowed.
 */
describe('the installable site', { timeout: JOURNEY_MS }, () => {
  it('should install its worker for a signed-in reviewee, pass Chromium’s installability check and keep no exam call', async () => {
    const reviewee = await activeReviewee('installer');
    const page = await newPage({ serviceWorkers: 'allow', regularProfile: true });
    page.setDefaultTimeout(STEP_MS);
    await withSession(page, reviewee.token);
    await page.goto('/practice');
    await page.getByRole('heading', { level: 1, name: 'Practice' }).waitFor({ timeout: SERVER_MS });

    // Registered once the page has loaded; it controls the page once it is activated, its
    // precache stored (it claims the pages open).
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: SERVER_MS,
    });

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The manifest: named after the center, opening standalone, with PNG icons of 192 and 512 px.
    const { url: manifestUrl, errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as WebManifest;
    const center = await api<{ name: string }>('GET', '/center');
    expect(manifest).toMatchObject({
      name: center.name,
      short_name: center.name,
      start_url: '/home',
      display: 'standalone',
      theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
    });
    const icons = manifest.icons ?? [];
    for (const size of [192, 512]) {
      const icon = icons.find((candidate) => candidate.sizes === `${size}x${size}` && candidate.purpose !== 'maskable');
      expect(icon, `a ${size} px icon`).toMatchObject({ type: 'image/png' });
      const file = await page.request.get(new URL(icon!.src, manifestUrl).href);
      expect(pngSize(await file.body()), icon!.src).toEqual({ width: size, height: size });
    }
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    // Calls the pages make, through the worker: the review queue's items are kept, an exam's call
    // never, nor any other of the API's.
    const queue = `/api/v2/users/${reviewee.user}/practice/items?from=queue&size=10`;
    const statuses = await page.evaluate(
      async ({ token, calls }) => {
        const answers = [];
        for (const call of calls) {
          answers.push((await fetch(call, { headers: { authorization: `Bearer ${token}` } })).status);
        }
        return answers;
      },
      {
        token: reviewee.token,
        calls: [`/api/v2/users/${reviewee.user}/exams`, `/api/v2/users/${reviewee.user}/practice`, queue],
      },
    );
    expect(statuses).toEqual([200, 200, 200]);
    const cachedAddresses = () =>
      page.evaluate(async () => {
        const addresses: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys())
            addresses.push(new URL(request.url).pathname + new URL(request.url).search);
        }
        return addresses;
      });
    // The worker stores an answer after handing it to the page: waited for, as a state.
    await expect.poll(cachedAddresses).toContain(queue);
    const cached = await cachedAddresses();
    expect(cached.filter((address) => address.startsWith('/api/') && /exam/i.test(address))).toEqual([]);
    expect(
      cached.filter(
        (address) =>
          address.startsWith('/api/') &&
          !/^\/api\/v2\/users\/(?:me|[^/]+\/(?:courseware|practice|practice\/items\?from=queue(?:&.*)?))$/.test(
            address,
          ),
      ),
    ).toEqual([]);

    // A page the server sends as built comes from the worker's precache.
    const terms = await page.goto('/terms-and-conditions');
    expect(terms?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
  it('should open /practice with its due item on a phone without a connection, and forget it at sign-out', async () => {
    // One practice item the reviewee got wrong yesterday: due again now (decision 0081).
    const editor = await signIn(DEMO_EDITOR);
    const subjects = await api<{ docs: { _id: string; title: string }[] }>('GET', '/admin/subjects?limit=100', {
      token: editor.token,
    });
    const subject = subjects.docs.find((candidate) => candidate.title === 'Mathematics');
    if (!subject) throw new Error('The demo data has no Mathematics subject');
    const tag = `Offline${Date.now()}`;
    const question = await api<{ _id: string }>('POST', '/admin/questions', {
      token: editor.token,
      body: {
        category: 'general-education',
        difficulty: 'Easy',
        stem: `<p>${tag}: 7 + 5 = ?</p>`,
        options: [
          { label: 'A', data: '12' },
          { label: 'B', data: '13' },
        ],
        correct: 'A',
        subject: subject._id,
        practiceEligible: true,
      },
    });
    const reviewee = await activeReviewee('offline');
    await api('POST', `/users/${reviewee.user}/practice/answers`, {
      token: reviewee.token,
      body: {
        id: `${tag}-answer`,
        questionId: question._id,
        answer: 'B',
        answeredAt: new Date(Date.now() - 86_400_000).toISOString(),
      },
    });

    const page = await newPage({ serviceWorkers: 'allow', regularProfile: true });
    page.setDefaultTimeout(STEP_MS);
    await withSession(page, reviewee.token);
    await page.goto('/practice');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: SERVER_MS,
    });
    // Read once online through the worker, which keeps the answers the page needs.
    await page.reload();
    await page.getByText('Due today: 1').waitFor({ timeout: SERVER_MS });
    const kept = () =>
      page.evaluate(async () => {
        const addresses: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
        }
        return addresses;
      });
    const own = [
      `/api/v2/users/me`,
      `/api/v2/users/${reviewee.user}/practice`,
      `/api/v2/users/${reviewee.user}/practice/items`,
    ];
    await expect.poll(kept).toEqual(expect.arrayContaining(own));

    // No connection: the page opens from the phone, says it is offline, and the due item is there.
    await page.context().setOffline(true);
    const unreachable = await page.evaluate(async (user) => {
      try {
        return (await fetch(`/api/v2/users/${user}/enrollments`)).status;
      } catch {
        return 'failed';
      }
    }, reviewee.user);
    expect(unreachable, 'an API call nobody keeps fails offline').toBe('failed');
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor({ timeout: SERVER_MS });
    await page.getByText('Due today: 1').waitFor();
    await page.getByRole('button', { name: 'Review due items' }).click();
    await page.getByText(`${tag}: 7 + 5 = ?`).waitFor();

    // Back online, signing out deletes the reviewee's own copies; pages and chunks stay.
    await page.context().setOffline(false);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const left = await kept();
    expect(left.filter((address) => address.startsWith('/api/'))).toEqual([]);
  });
});
