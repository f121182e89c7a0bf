import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files the message carries (a receipt's PDF), as nodemailer takes them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'Review Center <no-reply@review-center.local>';
const linksOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * Sends through `smtpUrl` when given; otherwise writes each message as an .eml file to
 * `outboxDir` and logs its links, so a user on a fresh machine can follow them (docs/architecture.md#e-mail).
 */
export function createMailer({
  smtpUrl,
  outboxDir,
  log = console.log,
}: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  log?: (line: string) => void;
}): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log(JSON.stringify({ mail: message.subject, to: message.to, file, links: linksOf(message.text) }));
    },
  };
}

/** Keeps messages in memory: tests read what would have been sent. */
export function memoryMailer(): Mailer & { sent: MailMessage[]; linksTo(to: string): string[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    linksTo: (to) => sent.filter((m) => m.to === to).flatMap((m) => linksOf(m.text)),
  };
}
