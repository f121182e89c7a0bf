import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('createMailer', () => {
  it('should write the message to the outbox and log its links when no SMTP server is set', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir: path.join(dir, 'outbox'), log: (line) => lines.push(line) });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Verify',
      text: 'Open http://localhost:3000/account/verify/u1/abc-1',
    });
    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('Subject: Verify');
    expect(lines.join('\n')).toContain('http://localhost:3000/account/verify/u1/abc-1');
  });

  it('should write a message with an HTML part as one readable .eml, the text first and the HTML as its alternative', async () => {
    const outbox = path.join(dir, 'alternative');
    const mailer = createMailer({ outboxDir: outbox, log: () => {} });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Verify',
      text: 'Verify my e-mail address: http://localhost:3000/account/verify/u1/abc-1',
      html: '<!DOCTYPE html><html lang="en"><body><a href="http://localhost:3000/account/verify/u1/abc-1">Verify my e-mail address</a></body></html>',
    });
    const [file] = await readdir(outbox);
    const eml = await readFile(path.join(outbox, file!), 'utf8');
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    const plain = eml.indexOf('Content-Type: text/plain; charset=utf-8');
    const html = eml.indexOf('Content-Type: text/html; charset=utf-8');
    expect(plain).toBeGreaterThan(0);
    expect(html).toBeGreaterThan(plain);
    expect(eml).toContain('Verify my e-mail address: http://localhost:3000/account/verify/u1/abc-1');
  });
});
