import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { server } from './server.ts';
import { until } from './until.ts';

/** One e-mail of the outbox as its recipient gets it: both parts, decoded, and its files. */
interface Email {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part. */
  html: string;
  /** The files it carries (a receipt's PDF, decision 0074). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * The e-mails the API has written to its outbox for `to` so far, oldest first, parsed (each
 * file is a multipart/alternative message, decision 0039). Every one must have both parts.
 */
async function messagesTo(to: string): Promise<Email[]> {
  const outbox = path.join(server().dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const emails = await Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(outbox, file)));
      const recipients = [parsed.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address));
      if (!recipients.includes(to)) return undefined;
      if (typeof parsed.html !== 'string' || !parsed.text) {
        throw new Error(`The e-mail ${file} to ${to} lacks its HTML or its text part`);
      }
      const attachments = parsed.attachments.map((file) => ({
        filename: file.filename ?? '',
        contentType: file.contentType,
        content: file.content,
      }));
      return { to, subject: parsed.subject ?? '', text: parsed.text, html: parsed.html, attachments };
    }),
  );
  return emails.filter((email) => email !== undefined);
}

/** The e-mails to `to` so far, oldest first, as a reader of the text part sees them: headers, then the text. */
export async function emailsTo(to: string): Promise<string[]> {
  return (await messagesTo(to)).map((email) => `To: ${email.to}\nSubject: ${email.subject}\n\n${email.text}`);
}

/**
 * The path of the newest link to `route` e-mailed to `to`, waiting for the e-mail to arrive. The
 * link is read from the text part, and the HTML part must link to the same address.
 */
export async function linkFromOutbox(to: string, route: string, skip = 0): Promise<string> {
  let links: { path: string; inHtml: boolean }[] = [];
  await until(async () => {
    links = (await messagesTo(to)).flatMap((email) =>
      [...email.text.matchAll(/https?:\/\/\S+/g)]
        .map((match) => ({ url: match[0], path: new URL(match[0]).pathname }))
        .filter((link) => link.path.startsWith(route))
        .map((link) => ({ path: link.path, inHtml: email.html.includes(`href="${link.url}"`) })),
    );
    return links.length > skip;
  }, `an e-mail to ${to} with a link to ${route}`);
  const newest = links[links.length - 1]!;
  if (!newest.inHtml) throw new Error(`The HTML part of the e-mail to ${to} does not link to ${newest.path}`);
  return newest.path;
}

/** The newest e-mail to `to` whose subject starts with `subject`, waiting for it to arrive. */
export async function emailTo(to: string, subject: string): Promise<Email> {
  let found: Email | undefined;
  await until(async () => {
    found = (await messagesTo(to)).filter((email) => email.subject.startsWith(subject)).at(-1);
    return found !== undefined;
  }, `an e-mail to ${to} titled ${subject}`);
  return found!;
}
