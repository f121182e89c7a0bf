import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CenterDetails } from '../config/center.ts';
import { seedCenterSettings, settingsFromDetails } from '../config/center-settings.ts';
import { filesForm, json, openTestApp, PNG, registerStaff, registerUser, type TestApp } from '../../testing/app.ts';

/*
 * What the server really writes to the outbox and sends, through its own calls: both parts
 * stored and sent, the configured center in them, nothing made up without configuration, and
 * what people typed escaped in the HTML.
 */
const center: CenterDetails = {
  name: 'Bagong Guro Review Center',
  supportEmail: 'help@bagongguro.ph',
  supportPhone: '(032) 255 0101',
  itSupportEmail: 'it@bagongguro.ph',
  address: '88 Osmeña Blvd, Cebu City',
  paymentAccounts: [{ channel: 'Metrobank', accountName: 'Bagong Guro Inc.', accountNumber: '271-8-28182-8' }],
  sample: false,
};

let configured: TestApp;
let production: TestApp;
beforeAll(async () => {
  [configured, production] = await Promise.all([openTestApp({ center }), openTestApp()]);
  // The center's details are the settings an administrator keeps (decision 0046): the configured
  // app's are what configuration gives a first start; production's were never filled in.
  await configured.db.deleteFrom('center_settings').execute();
  await seedCenterSettings(configured.db, settingsFromDetails(center));
  await production.db.deleteFrom('center_settings').execute();
});
afterAll(() => Promise.all([configured.close(), production.close()]));

const choices = { offering: 'hybrid-online-march-2024', paymentType: 'Full', branch: 'Manila' };

async function enroll(t: TestApp) {
  const user = await registerUser(t);
  const created = await json(
    await t.request('POST', `/users/${user.id}/enrollments`, { token: user.token, body: choices }),
  );
  const reference = created.reference as string;
  const sent = t.mailer.sent.find(
    (m) => m.to === user.email && m.subject === `Enrollment received — reference ${reference}`,
  )!;
  const stored = await t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('to', '=', user.email)
    .where('subject', '=', sent.subject)
    .executeTakeFirstOrThrow();
  return { user, enrollmentId: created._id as string, sent, stored };
}

describe('the e-mail the server sends', () => {
  it('should store both parts in the outbox and send both, the payment link in each', async () => {
    const { enrollmentId, sent, stored } = await enroll(configured);
    expect(stored).toMatchObject({ status: 'sent', text: sent.text, html: sent.html });
    const link = `http://site.test/enrollments/${enrollmentId}/payments`;
    expect(sent.text).toContain(`Upload my proof of payment: ${link}`);
    expect(sent.html).toContain(`href="${link}"`);
    expect(sent.html).toContain('lang="en"');
  });

  it('should show the configured center and its accounts', async () => {
    const { sent } = await enroll(configured);
    for (const part of [sent.text, sent.html!]) {
      expect(part).toContain('Metrobank — account name Bagong Guro Inc., account number 271-8-28182-8');
      expect(part).toContain('help@bagongguro.ph');
      expect(part).toContain('(032) 255 0101');
      expect(part).toContain('it@bagongguro.ph');
      expect(part).toContain('88 Osmeña Blvd, Cebu City');
    }
    const user = await registerUser(configured);
    const verify = configured.mailer.sent.find((m) => m.to === user.email)!;
    expect(verify.subject).toBe('Verify your Bagong Guro Review Center account');
    expect(verify.text).toContain('Welcome to Bagong Guro Review Center!');
  });

  it('should show no sample value and no account number in production with nothing configured', async () => {
    const { sent } = await enroll(production);
    for (const part of [sent.text, sent.html!]) {
      expect(part).toContain('Pay by bank deposit or e-wallet transfer (BPI, BDO, Metrobank or GCash)');
      expect(part).not.toMatch(/account number|sample|demo|\d{3,}-\d/i);
      expect(part).not.toContain('review-center.ph');
    }
  });

  it('should escape a name and a message typed into the support form, in the reply the reviewee gets', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const [attachment] = (await (
      await production.request('POST', '/uploads', { body: filesForm([{ name: 'screen.png', bytes: PNG }]) })
    ).json()) as unknown[];
    const email = `attacker-${Date.now()}@example.com`;
    const asked = await json(
      await production.request('POST', '/supports/tickets', {
        body: {
          firstName: attack,
          lastName: 'Lim',
          email,
          mobile: '09171234567',
          category: 'WEBSITE',
          content: `My page shows ${attack}`,
          attachments: [attachment],
        },
      }),
    );
    const support = await registerStaff(production, 'support');
    const replied = await production.request('POST', `/admin/tickets/${asked._id as string}/replies`, {
      token: support.token,
      body: { message: 'Please try again now.' },
    });
    expect(replied.status).toBe(200);
    const mail = production.mailer.sent.find((m) => m.to === email)!;
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('My page shows &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('Please try again now.');
    expect(mail.text).toContain(`> My page shows ${attack}`);
  });
});
