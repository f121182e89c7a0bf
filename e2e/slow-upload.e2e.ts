import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api, DEMO_ADMIN, enrollThroughApi, signIn } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { chooseOption, typeDate } from './support/forms.ts';
import { JOURNEY_MS, SERVER_MS, STEP_MS } from './support/waits.ts';

/*
 * Uploads on the slowest connection the terms promise, 0.5 Mbps (product §1, §9; decision 0037):
 * a 4 MB camera photo and a 3 MB PNG screenshot are attached as the payment proof; the browser
 * makes them small before sending, the progress bar moves, a cancelled and a cut-off upload are
 * sent again without choosing the files again, and the API stores readable images under 500 KB.
 */

const { newPage, baseUrl } = useBrowser();

const today = new Date().toISOString().slice(0, 10);
const KBPS_500 = (500 * 1000) / 8; // bytes a second

/** The browser's network as DevTools throttles it: 0.5 Mbps both ways, or unthrottled. */
async function network(cdp: CDPSession, state: 'slow' | 'fast') {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: state === 'fast' ? 0 : 100,
    downloadThroughput: state === 'fast' ? -1 : KBPS_500,
    uploadThroughput: state === 'fast' ? -1 : KBPS_500,
  });
}

/**
 * The line between the browser and the API, which the test can cut: every open connection is
 * reset and new ones are refused until it is restored, as when a phone loses its signal mid-upload.
 * (DevTools' offline emulation does not stop a request already under way.)
 */
async function cuttableLine(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let isCut = false;
  const server = createServer((client) => {
    if (isCut) return client.destroy();
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Two noisy images, as a phone makes them: a 4000 × 3000 JPEG photo of a receipt (about 4 MB) and
 * a 1170 × 2532 PNG screenshot of an e-wallet (about 3 MB). Noise keeps them from compressing to
 * nothing; a 512 px noise tile repeated keeps their making quick.
 */
async function phoneImages(page: Page): Promise<{ jpeg: Buffer; png: Buffer }> {
  const [jpeg, png] = await page.evaluate(async () => {
    async function picture(width: number, height: number, noise: number, type: string, quality?: number) {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const tile = new ImageData(512, 512);
      for (let i = 0; i < tile.data.length; i += 4) {
        const value = 200 + (Math.random() - 0.5) * noise;
        tile.data.set([value, value - 8, value - 20, 255], i);
      }
      for (let y = 0; y < height; y += 512) for (let x = 0; x < width; x += 512) context.putImageData(tile, x, y);
      context.fillStyle = '#222';
      context.font = `${Math.round(height / 40)}px sans-serif`;
      for (let line = 1; line < 30; line++)
        context.fillText(`GCASH REF 1234-5678-${line}   PHP ${line * 100}.00`, width / 10, (line * height) / 31);
      const blob = await canvas.convertToBlob({ type, quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }
    return Promise.all([picture(4000, 3000, 30, 'image/jpeg', 0.92), picture(1170, 2532, 64, 'image/png')]);
  });
  return { jpeg: Buffer.from(jpeg, 'base64'), png: Buffer.from(png, 'base64') };
}

/** The upload's percent as the progress bar tells assistive technology. */
async function percentAbove(page: Page, above: number): Promise<number> {
  const bar = page.getByRole('progressbar', { name: 'Uploading 2 files' });
  await page.waitForFunction(
    ([least]) => Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')) > least!,
    [above],
    { timeout: SERVER_MS },
  );
  return Number(await bar.getAttribute('aria-valuenow'));
}

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

describe('uploads on a 0.5 Mbps connection', { timeout: JOURNEY_MS }, () => {
  it('should shrink a 4 MB photo and a 3 MB screenshot, show the upload moving, and retry a cancelled and a cut-off upload with the same files', async () => {
    const enrollment = await enrollThroughApi('Full', 'slow');
    const line = await cuttableLine(baseUrl);
    onTestFinished(line.close);
    const page = await newPage();
    page.setDefaultTimeout(STEP_MS);
    await page.context().addCookies([{ name: 'met-token', value: enrollment.token, url: line.url }]);
    await page.goto(`${line.url}/enrollments/${enrollment._id}/payments`);
    await page.getByRole('form', { name: 'Payment' }).waitFor({ timeout: SERVER_MS });

    const { jpeg, png } = await phoneImages(page);
    expect(jpeg.length).toBeGreaterThan(3.5 * 1024 * 1024);
    expect(png.length).toBeGreaterThan(2.5 * 1024 * 1024);

    await chooseOption(page, 'Payment type', 'Full');
    await page.getByRole('radiogroup', { name: 'Payment option' }).getByText('GCash', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount paid' }).fill('9000');
    await page.getByRole('textbox', { name: 'Receipt ID' }).fill('GC-SLOW-0001');
    await typeDate(page, 'Payment date', today);
    await page
      .getByRole('group', { name: 'Attachments' })
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'IMG_20241102_101500.jpg', mimeType: 'image/jpeg', buffer: jpeg },
        { name: 'Screenshot_gcash.png', mimeType: 'image/png', buffer: png },
      ]);
    await page.getByText('Screenshot_gcash.png', { exact: false }).first().waitFor();

    const cdp = await page.context().newCDPSession(page);
    await network(cdp, 'slow');
    const submit = page.getByRole('button', { name: 'Submit payment' });
    const serverError = page.getByTestId('form-server-error');

    // 1. Cancelled from the keyboard once it is under way: the form says so and keeps the files.
    await submit.click();
    await percentAbove(page, 0);
    await page.getByRole('button', { name: 'Cancel upload' }).focus();
    await page.keyboard.press('Enter');
    await serverError.getByText('Upload cancelled.', { exact: false }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    // Focus moves from the vanished Cancel button to the one that sends again.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Submit payment');

    // 2. Sent again with the same files, then cut off: the connection drops mid-upload.
    await submit.click();
    const first = await percentAbove(page, 0);
    const later = await percentAbove(page, first);
    expect(later).toBeGreaterThan(first);
    line.cut();
    await serverError.getByText('The upload was cut off: no network connection.', { exact: false }).waitFor();

    // 3. The signal is back, still at 0.5 Mbps: sent again without choosing anything, it completes.
    line.restore();
    await submit.click();
    const seen = await percentAbove(page, 0);
    expect(await percentAbove(page, seen)).toBeGreaterThan(seen);
    await page.getByRole('heading', { name: 'PAYMENT SUCCESSFUL' }).waitFor({ timeout: SERVER_MS });
    await network(cdp, 'fast');

    // What the API stored: two readable images, each under 500 KB, named for their type.
    const payments = await api<{ docs: { attachments: { id: string; filename: string; size: number }[] }[] }>(
      'GET',
      `/users/${enrollment.user}/payments`,
      { token: enrollment.token },
    );
    const attachments = payments.docs.flatMap((payment) => payment.attachments);
    expect(attachments).toHaveLength(2);
    const admin = await signIn(DEMO_ADMIN);
    const sizes: string[] = [];
    for (const [index, attachment] of attachments.entries()) {
      const response = await fetch(`${baseUrl}/api/v2/uploads/${attachment.id}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(attachment.size);
      expect(bytes.length).toBeLessThan(500 * 1024);
      const isJpeg = startsWith(bytes, [0xff, 0xd8, 0xff]);
      const isPng = startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]);
      expect(isJpeg || isPng).toBe(true);
      expect(attachment.filename).toMatch(isJpeg ? /\.jpg$/ : /\.png$/);
      // It decodes, at a size where a receipt's print stays readable.
      const { width, height } = await page.evaluate(async (base64) => {
        const image = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]));
        return { width: image.width, height: image.height };
      }, bytes.toString('base64'));
      expect(Math.max(width, height)).toBeGreaterThanOrEqual(1600);
      expect(Math.max(width, height)).toBeLessThanOrEqual(2000);
      sizes.push(`${[jpeg, png][index]!.length} → ${bytes.length} bytes (${width} × ${height})`);
    }
    console.info(`slow upload: ${sizes.join('; ')}`);
  });
});
