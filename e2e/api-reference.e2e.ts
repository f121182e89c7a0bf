import { contract, type Endpoint } from '@review-center/api-client/contract';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { JOURNEY_MS } from './support/waits.ts';

const { baseUrl, newPage } = useBrowser();

describe('API reference', { timeout: JOURNEY_MS }, () => {
  it('should render every call of the contract at /api/v2/docs, under the CSP, with no console error', async () => {
    const page = await newPage();
    const errors: string[] = [];
    // A script or style the Content-Security-Policy refuses is reported as a console error.
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('response', (answer) => {
      if (answer.status() >= 400) errors.push(`${answer.status()} ${answer.url()}`);
    });
    // Served by the API itself: nothing from a CDN or any other host.
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseUrl).origin) outside.push(request.url());
    });

    const response = await page.goto('/api/v2/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The calls in groups by resource, each closed at first: every group opened in turn (and
    // closed again) shows its calls; together they are the contract's.
    const groups = page.locator('.opblock-tag-section > h3[data-tag]');
    await groups.first().waitFor();
    const tags = await groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tag') ?? ''));
    const rendered: string[] = [];
    const summaries = page.locator('.opblock-summary');
    for (const tag of tags) {
      const group = page.locator(`.opblock-tag-section > h3[data-tag="${tag}"]`);
      await group.click();
      await summaries.first().waitFor();
      rendered.push(
        ...(await summaries.evaluateAll((nodes) =>
          nodes.map(
            (node) =>
              `${node.querySelector('.opblock-summary-method')?.textContent} ${node.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`,
          ),
        )),
      );
      await group.click();
      await summaries.first().waitFor({ state: 'detached' });
    }
    const expected = (Object.values(contract) as Endpoint[]).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(rendered.toSorted()).toEqual(expected.toSorted());

    // One call opened: its parameters and its answer's schema show.
    await page.locator('.opblock-tag-section > h3[data-tag="users"]').click();
    const resend = page.locator('.opblock', { has: page.locator('[data-path="/users/{id}/resend-verfication"]') });
    await resend.locator('.opblock-summary-control').click();
    await resend.getByText('Parameters', { exact: true }).waitFor();

    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
