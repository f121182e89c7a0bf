import { describe, expect, it } from 'vitest';
import { json } from '../../testing/app.ts';
import { testAppForFile } from '../../testing/file-app.ts';

const t = testAppForFile();

describe('POST /supports/tickets', () => {
  it('should take a ticket from an anonymous visitor, keeping every character', async () => {
    const content = `Hello'); DELETE FROM support_tickets; -- <b>?</b>`;
    const response = await t.request('POST', '/supports/tickets', {
      body: {
        firstName: 'Ana',
        lastName: "D'Souza",
        email: 'ana@example.com',
        mobile: '09171234567',
        category: 'WEBSITE',
        content,
      },
    });
    expect(response.status).toBe(200);
    const { _id } = await json(response);
    const row = await t.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('id', '=', _id as string)
      .executeTakeFirstOrThrow();
    expect(row.ticket).toMatchObject({ content, lastName: "D'Souza" });
  });

  it('should answer 400 naming the field for a bad category', async () => {
    const response = await t.request('POST', '/supports/tickets', {
      body: { firstName: 'Ana', lastName: 'Cruz', email: 'ana@example.com', category: 'SPAM', content: 'x' },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(/^body\.category: /);
  });
});
