import { describe, expect, it } from 'vitest';
import { filesForm, type Json, lastMailTo, PNG, registerStaff } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

describe('support inbox', () => {
  async function ticket(content: string) {
    const [attachment] = (await (
      await t.request('POST', '/uploads', { body: filesForm([{ name: 'screen.png', bytes: PNG }]) })
    ).json()) as unknown[];
    const email = `asker-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await t.request('POST', '/supports/tickets', {
      body: {
        firstName: 'Rosa',
        lastName: 'Lim',
        email,
        mobile: '09171234567',
        category: 'WEBSITE',
        content,
        attachments: [attachment],
      },
    });
    return { id: ((await response.json()) as Json)._id as string, email };
  }

  it('should list tickets newest first and filter by status', async () => {
    const support = await registerStaff(t, 'support');
    const older = await ticket('First question');
    const newer = await ticket('Second question');
    const list = (await (await t.request('GET', '/admin/tickets?status=new', { token: support.token })).json()) as {
      docs: Json[];
    };
    const ids = list.docs.map((doc) => doc._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.docs[0]).toMatchObject({ status: 'new', category: 'WEBSITE', attachmentCount: 1 });
    const bad = await t.request('GET', '/admin/tickets?status=open', { token: support.token });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).message).toContain('query.status');
  });

  it('should e-mail a reply, keep it on the ticket, then close and reopen, one audit entry each', async () => {
    const support = await registerStaff(t, 'support');
    const asked = await ticket('My payment page does not open');
    const empty = await t.request('POST', `/admin/tickets/${asked.id}/replies`, {
      token: support.token,
      body: { message: '' },
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).message).toContain('body.message');

    const replied = (await (
      await t.request('POST', `/admin/tickets/${asked.id}/replies`, {
        token: support.token,
        body: { message: 'Please try again now.' },
      })
    ).json()) as Json;
    expect(replied).toMatchObject({
      status: 'answered',
      replies: [{ message: 'Please try again now.', author: support.email }],
    });
    const mail = lastMailTo(t, asked.email);
    expect(mail?.text).toContain('Please try again now.');
    expect(mail?.text).toContain('> My payment page does not open');

    const closed = (await (
      await t.request('POST', `/admin/tickets/${asked.id}/close`, { token: support.token })
    ).json()) as Json;
    expect(closed.status).toBe('closed');
    expect((await t.request('POST', `/admin/tickets/${asked.id}/close`, { token: support.token })).status).toBe(409);
    const reopened = (await (
      await t.request('POST', `/admin/tickets/${asked.id}/reopen`, { token: support.token })
    ).json()) as { status: string; history: { action: string }[]; attachments: { id: string }[] };
    expect(reopened.status).toBe('answered');
    expect(reopened.history.map((entry) => entry.action)).toEqual(['ticket.reply', 'ticket.close', 'ticket.reopen']);
    // The attachment opens for support through the authorized upload fetch.
    expect((await t.request('GET', `/uploads/${reopened.attachments[0]!.id}`, { token: support.token })).status).toBe(
      200,
    );
  });
});
