import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_CENTER, DEMO_CENTER_SETTINGS } from '../apps/api/src/demo/seed-data.ts';

/*
 * No sample contact detail, account number or partner in product source (decision 0046): the
 * center's details are settings an administrator keeps, and demo mode's samples live in the demo
 * seed only. Tests, stories and mocks may show made-up values; the product may not.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the demo's samples may be written: the demo seed, and what only tests and stories read. */
const ALLOWED = [
  /\.test\.tsx?$/,
  /\.stories\.tsx?$/,
  /(^|\/)mocks\//,
  /(^|\/)__screenshots__\//,
  /^apps\/api\/src\/demo\/seed-data\.ts$/,
  /^apps\/api\/src\/testing\//,
];

/** The sample values: the demo seed's own, and those the site once hard-coded. */
const SAMPLES = [
  ...[
    DEMO_CENTER_SETTINGS.supportEmail,
    DEMO_CENTER_SETTINGS.itSupportEmail,
    DEMO_CENTER_SETTINGS.supportPhone,
    DEMO_CENTER_SETTINGS.textNumber,
    DEMO_CENTER_SETTINGS.address,
    ...DEMO_CENTER_SETTINGS.partners.map((partner) => partner.name),
    ...Object.values(DEMO_CENTER_SETTINGS.paymentAccounts).map((account) => account.accountNumber),
    ...DEMO_CENTER.paymentAccounts.map((account) => account.accountNumber),
  ].filter((value) => value !== ''),
  // The mail domain of the samples, however an address is spelt.
  'review-center.ph',
  // The social and store links, whose bare addresses the footer showed.
  'facebook.com',
  'apps.apple.com',
  'play.google.com',
  // The partners About Us listed.
  'Partner schools',
  'Teacher education institutions',
  'Local government units',
  'Book publishers',
];

async function productFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const group of ['apps', 'packages']) {
    for (const entry of await readdir(path.join(root, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const src = path.join(group, entry.name, 'src');
      const files = await readdir(path.join(root, src), { recursive: true }).catch(() => [] as string[]);
      for (const file of files) {
        const relative = path.join(src, file).split(path.sep).join('/');
        if (/\.(ts|tsx|js|jsx|css|html|json)$/.test(relative) && !ALLOWED.some((rule) => rule.test(relative))) {
          found.push(relative);
        }
      }
    }
  }
  return found;
}

describe('product source', () => {
  it('should know the samples it looks for', () => {
    // A seed without samples would make the check below pass for nothing.
    expect(SAMPLES.length).toBeGreaterThan(15);
  });

  it('should hold no sample contact detail, account number or partner outside the demo seed', async () => {
    const files = await productFiles();
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const text = (await readFile(path.join(root, file), 'utf8')).toLowerCase();
      for (const sample of SAMPLES) {
        if (text.includes(sample.toLowerCase())) found.push(`${file}: ${sample}`);
      }
    }
    expect(found).toEqual([]);
  });
});
