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
});
