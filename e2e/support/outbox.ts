import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { until } from './until.ts';

/** Decodes the quoted-printable body nodemailer writes. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The e-mails the API has written to its outbox for `to` so far, oldest first, decoded. */
export async function emailsTo(to: string): Promise<string[]> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const emails = await Promise.all(
    files.map(async (file) => decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'))),
  );
  return emails.filter((eml) => eml.includes(`To: ${to}`));
}

/** The path of the newest link to `route` e-mailed to `to`, waiting for the e-mail to arrive. */
export async function linkFromOutbox(to: string, route: string, skip = 0): Promise<string> {
  let links: string[] = [];
  await until(async () => {
    links = (await emailsTo(to)).flatMap((eml) =>
      [...eml.matchAll(/https?:\/\/\S+/g)]
        .map((match) => new URL(match[0]).pathname)
        .filter((p) => p.startsWith(route)),
    );
    return links.length > skip;
  }, `an e-mail to ${to} with a link to ${route}`);
  return links[links.length - 1]!;
}
