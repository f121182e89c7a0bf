import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../../app.ts';
import { json, type Json, PNG, filesForm, registration, testConfig } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';
import { createMailer } from './mailer.ts';
import { Outbox } from './outbox.ts';

const t = testAppForFile();

/** A port on this machine where nothing listens (yet): connections to it are refused. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the e-mail outbox', () => {
  it('should register while the SMTP server refuses connections, keep the message pending, and send it once when the server answers', async () => {
    const port = await freePort();
    const logged: string[] = [];
    const options = {
      db: t.db,
      config: { ...testConfig, outbox: { retryBaseMs: 0, maxAttempts: 8 } },
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '' }),
      mailBeforeAnswer: true,
      log: (line: string) => logged.push(line),
    };
    const app = createApp(options);
    const upload = await app.request('/api/v2/uploads', {
      method: 'POST',
      body: filesForm([{ name: 'id.png', bytes: PNG }]),
    });
    const [idAttachment] = (await upload.json()) as unknown[];
    const body = registration({ idAttachment });
    const registered = await app.request('/api/v2/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(registered.status).toBe(200);
    expect(await json(registered)).toMatchObject({ token: expect.any(String) });

    const row = () =>
      t.db.selectFrom('outbox_messages').selectAll().where('to', '=', body.email).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(logged.some((line) => line.includes('ECONNREFUSED'))).toBe(true);

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    try {
      // The worker's next round, and one more: sent once.
      const outbox = new Outbox(t.db, options.mailer, options.config.outbox, () => {});
      await outbox.drain();
      await outbox.drain();
      expect(received.filter((to) => to === body.email)).toEqual([body.email]);
      expect(await row()).toMatchObject({ status: 'sent', attempts: 2, last_error: null, sent_at: expect.any(Date) });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('should mark a message failed after its last try, and not try it again', async () => {
    const failing = { send: () => Promise.reject(new Error('mailbox unavailable')) };
    const outbox = new Outbox(t.db, failing, { retryBaseMs: 0, maxAttempts: 2 }, () => {});
    await t.db
      .insertInto('outbox_messages')
      .values({ id: 'failing-1', to: 'gone@example.com', subject: 'Hello', text: 'Hi', html: null })
      .execute();
    await outbox.drain();
    await outbox.drain();
    await outbox.drain();
    const row = await t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', 'failing-1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 2, last_error: 'Error: mailbox unavailable' });
  });

  it('should list the outbox to the administrator by status, and send a failed message again, audit-logged', async () => {
    const token = await t.adminToken();
    const failed = await json(await t.request('GET', '/admin/outbox?status=failed', { token }));
    expect(failed.docs).toEqual([
      expect.objectContaining({ _id: 'failing-1', to: 'gone@example.com', status: 'failed', attempts: 2 }),
    ]);
    expect((failed.docs as Json[])[0]!.lastError).toBe('Error: mailbox unavailable');
    const pendingOrSent = await json(await t.request('GET', '/admin/outbox?status=sent', { token }));
    expect((pendingOrSent.docs as Json[]).every((doc) => doc.status === 'sent')).toBe(true);

    const retried = await t.request('POST', '/admin/outbox/failing-1/retry', { token });
    expect(retried.status).toBe(200);
    // The test app's worker sends before answering: the memory mailer has it now.
    expect(await json(retried)).toMatchObject({ _id: 'failing-1', status: 'pending' });
    expect(t.mailer.sent.filter((m) => m.to === 'gone@example.com')).toHaveLength(1);
    const row = await t.db
      .selectFrom('outbox_messages')
      .select('status')
      .where('id', '=', 'failing-1')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', 'failing-1').execute();
    expect(audit.map((entry) => [entry.action, entry.entity_type, entry.actor_email])).toEqual([
      ['email.retry', 'email', 'admin@review-center.local'],
    ]);

    const again = await t.request('POST', '/admin/outbox/failing-1/retry', { token });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('Only a failed message can be sent again; this one is sent');
    expect((await t.request('POST', '/admin/outbox/no-such-message/retry', { token })).status).toBe(404);
  });

  it('should refuse the outbox to staff other than the administrator', async () => {
    const signIn = await t.request('POST', '/users/sign-in', {
      body: { email: 'cashier@review-center.local', password: 'cashier-2024' },
    });
    const { token } = (await json(signIn)) as { token: string };
    expect((await t.request('GET', '/admin/outbox', { token })).status).toBe(403);
  });
});
