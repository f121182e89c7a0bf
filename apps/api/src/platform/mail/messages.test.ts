import { describe, expect, it } from 'vitest';
import { type CenterDetails, unconfiguredCenter } from '../config/center.ts';
import { DEMO_CENTER } from '../../demo/seed-data.ts';
import { CONFIGURED_CENTER as configured } from '../../testing/center.ts';
import type { MailMessage } from './mailer.ts';
import {
  enrollmentReceivedEmail,
  examReminderEmail,
  examResultEmail,
  paymentReceivedEmail,
  paymentRejectedEmail,
  paymentVerifiedEmail,
  resendVerificationEmail,
  resetPasswordEmail,
  staffInvitationEmail,
  ticketReplyEmail,
  verificationEmail,
} from './messages.ts';

const deps = (center: CenterDetails) => ({ config: { center, publicUrl: 'https://review.example.ph/' } });

/** What a reader of the HTML part sees: the text between tags, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<div[^>]*data-skip-in-text[^>]*>[\s\S]*?<\/div><\/div>/, '') // the inbox preview line
    .replace(/<br\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const textLinks = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

const VERIFY = 'https://review.example.ph/account/verify/u1/0a1b-1800000000000';
const RESET = 'https://review.example.ph/account/reset-password/u1/9f8e-1800000000000';
const PAY = 'https://review.example.ph/enrollments/e1/payments';

/** Every kind of e-mail the server sends, with the lines and links a recipient must find in both parts. */
const kinds: {
  kind: string;
  build: (center: CenterDetails) => Promise<MailMessage>;
  subject: string;
  lines: string[];
  links: string[];
  /** The HTML part's links, when not each link twice (a button and its address beneath). */
  htmlLinks?: string[];
}[] = [
  {
    kind: 'verification',
    build: (c) => verificationEmail(deps(c), 'ana@example.com', VERIFY),
    subject: 'Verify your Review Center account',
    lines: [
      'Welcome to Review Center!',
      'Please verify your e-mail address by opening this link:',
      'The link can be used once and expires in 24 hours.',
    ],
    links: [VERIFY],
  },
  {
    kind: 'new verification link',
    build: (c) => resendVerificationEmail(deps(c), 'ana@example.com', VERIFY),
    subject: 'Your new Review Center verification link',
    lines: [
      'You asked for a new verification link. Open it to verify your account:',
      'The link can be used once and expires in 24 hours.',
    ],
    links: [VERIFY],
  },
  {
    kind: 'password reset',
    build: (c) => resetPasswordEmail(deps(c), 'ana@example.com', RESET),
    subject: 'Reset your Review Center password',
    lines: [
      'Someone asked to reset the password of this account. If it was you, open this link:',
      'The link can be used once and expires in 24 hours. If it was not you, ignore this message.',
    ],
    links: [RESET],
  },
  {
    kind: 'enrollment with payment instructions',
    build: (c) =>
      enrollmentReceivedEmail(deps(c), 'ana@example.com', {
        reference: 'RC-ABCD2345',
        offering: 'LET Hybrid Online Review (March 2024)',
        price: 10_500,
        deadline: '2026-11-30',
        paymentLink: PAY,
      }),
    subject: 'Enrollment received — reference RC-ABCD2345',
    lines: [
      'We received your enrollment in LET Hybrid Online Review (March 2024).',
      'Reference number: RC-ABCD2345',
      'Amount due: ₱10,500.00',
      'Put the reference RC-ABCD2345 in the transfer memo, so that the cashier can match your payment to it.',
      'Then upload your proof of payment here:',
      'Payment must be made within 3 business days of signing up, that is by Monday, November 30, 2026, or the registration is automatically deleted.',
      'Enrollment only counts once full payment is received, on a first come, first served basis.',
    ],
    links: [PAY],
  },
  {
    kind: 'payment received',
    build: (c) => paymentReceivedEmail(deps(c), 'ana@example.com', 'RC-ABCD2345', 5_000),
    subject: 'Payment received — reference RC-ABCD2345',
    lines: [
      'We received your proof of payment of ₱5,000.00 for enrollment RC-ABCD2345. Our staff will verify it and e-mail you once it is confirmed.',
    ],
    links: [],
  },
  {
    kind: 'payment approved',
    build: (c) => paymentVerifiedEmail(deps(c), 'ana@example.com', 'RC-ABCD2345', 'LET Hybrid Online Review'),
    subject: 'Payment verified — reference RC-ABCD2345',
    lines: [
      'Your payment for LET Hybrid Online Review (reference RC-ABCD2345) is verified. Your enrollment is now Active.',
    ],
    links: ['https://review.example.ph/account'],
  },
  {
    kind: 'payment rejected',
    build: (c) => paymentRejectedEmail(deps(c), 'ana@example.com', 'RC-ABCD2345', 'The receipt is unreadable', PAY),
    subject: 'Payment not accepted — reference RC-ABCD2345',
    lines: [
      'We could not accept the proof of payment for enrollment RC-ABCD2345.',
      'Reason: The receipt is unreadable',
      'Please submit a new proof here:',
    ],
    links: [PAY],
  },
  {
    kind: 'exam result',
    build: (c) => examResultEmail(deps(c), 'ana@example.com', 'Professional Education Mock 1', 7, 10, 'uex-1'),
    subject: 'Your result — Professional Education Mock 1',
    lines: ['You completed Professional Education Mock 1.', 'Score: 7 / 10 (70%).'],
    links: [
      'https://review.example.ph/account?tab=exams&result=uex-1',
      'https://review.example.ph/account?tab=progress',
    ],
  },
  {
    kind: 'exam reminder',
    build: (c) =>
      examReminderEmail(deps(c), 'ana@example.com', {
        exam: 'Professional Education Mock 1',
        opensAt: new Date('2026-12-05T00:00:00Z'),
        closesAt: new Date('2026-12-06T09:30:00Z'),
        timeLimit: 90,
        unsubscribeLink: 'https://review.example.ph/exam-reminders/unsubscribe/k3y',
      }),
    subject: 'Exam reminder — Professional Education Mock 1',
    lines: [
      'Professional Education Mock 1 opens soon',
      'Professional Education Mock 1 opens on Saturday, December 5, 2026 at 8:00 AM and closes on Sunday, December 6, 2026 at 5:30 PM, Philippine time.',
      'Once you start, you have 90 minutes to finish.',
      'E-mails about your account, your payments and your results will still come.',
    ],
    links: ['https://review.example.ph/account?tab=exams', 'https://review.example.ph/exam-reminders/unsubscribe/k3y'],
    // The unsubscribe link is a plain link, not a button with its address beneath.
    htmlLinks: [
      'https://review.example.ph/account?tab=exams',
      'https://review.example.ph/account?tab=exams',
      'https://review.example.ph/exam-reminders/unsubscribe/k3y',
    ],
  },
  {
    kind: 'staff password-set link',
    build: (c) => staffInvitationEmail(deps(c), 'jo@example.com', { firstName: 'Jo', role: 'cashier' }, RESET),
    subject: 'Your Review Center staff account',
    lines: [
      'A Review Center administrator made you a staff account (role: cashier).',
      'Set your password by opening this link:',
      'The link can be used once and expires in 24 hours. Then sign in to the staff console at /staff with this e-mail address.',
    ],
    links: [RESET],
  },
  {
    kind: 'ticket reply',
    build: (c) =>
      ticketReplyEmail(
        deps(c),
        {
          email: 'rosa@example.com',
          firstName: 'Rosa',
          category: 'WEBSITE',
          content: 'My payment page\ndoes not open',
        },
        'Please try again now.\nIt works on our side.',
      ),
    subject: 'Re: your Review Center support message (WEBSITE)',
    lines: ['Hello Rosa,', 'Please try again now.\nIt works on our side.', '— Review Center support', 'You wrote:'],
    links: [],
  },
];

describe('the e-mails', () => {
  describe.each(kinds)('$kind', ({ build, subject, lines, links, htmlLinks }) => {
    it('should have an HTML part and a text part that both carry its lines and links', async () => {
      const mail = await build(unconfiguredCenter);
      expect(mail.subject).toBe(subject);
      expect(mail.html).toMatch(/^<!DOCTYPE html[^>]*><html dir="ltr" lang="en">/);
      const html = mail.html!;
      const seen = visibleText(html);
      for (const line of lines) {
        expect(mail.text).toContain(line);
        expect(seen).toContain(line);
      }
      expect(textLinks(mail.text)).toEqual(links);
      expect(hrefs(html).filter((href) => !href.startsWith('mailto:'))).toEqual(
        htmlLinks ?? links.flatMap((l) => [l, l]),
      );
      // A link reads as where it leads, never "click here"; layout tables say they are layout.
      for (const [, label] of html.matchAll(/<a [^>]*>([^<]*)<\/a>/g)) expect(label).not.toMatch(/^(click )?here$/i);
      for (const table of html.match(/<table[^>]*>/g) ?? []) expect(table).toContain('role="presentation"');
    });
  });

  it('should show the configured center: its name, contacts and payment accounts, in both parts', async () => {
    for (const { build } of kinds) {
      const mail = await build(configured);
      for (const part of [mail.text, visibleText(mail.html!)]) {
        expect(part).toContain('Bagong Guro Review Center');
        expect(part).toContain('Customer support: help@bagongguro.ph, (032) 255 0101');
        expect(part).toContain('IT support: it@bagongguro.ph');
        expect(part).toContain('88 Osmeña Blvd, Cebu City');
        expect(part).not.toContain('sample');
      }
      expect(mail.html).toContain('href="mailto:help@bagongguro.ph"');
    }
    const [verify] = kinds;
    expect((await verify!.build(configured)).subject).toBe('Verify your Bagong Guro Review Center account');
    const enrollment = await kinds.find((k) => k.kind.startsWith('enrollment'))!.build(configured);
    for (const part of [enrollment.text, visibleText(enrollment.html!)]) {
      expect(part).toContain('Pay by bank deposit or e-wallet transfer to one of:');
      expect(part).toContain('BPI — account name Bagong Guro Inc., account number 3141-5926-53');
      expect(part).toContain('GCash — account name Bagong Guro, account number 0918 765 4321');
    }
  });

  it('should show nothing made up when nothing is configured (production): the channels named, no account number', async () => {
    const sampleValues = [
      DEMO_CENTER.supportEmail!,
      DEMO_CENTER.supportPhone!,
      DEMO_CENTER.itSupportEmail!,
      DEMO_CENTER.address!,
      ...DEMO_CENTER.paymentAccounts.map((account) => account.accountNumber),
    ];
    for (const { build } of kinds) {
      const mail = await build(unconfiguredCenter);
      for (const part of [mail.text, mail.html!]) {
        for (const value of sampleValues) expect(part).not.toContain(value);
        expect(part).not.toMatch(/sample|account number|support:/i);
      }
    }
    const enrollment = await kinds.find((k) => k.kind.startsWith('enrollment'))!.build(unconfiguredCenter);
    const line = 'Pay by bank deposit or e-wallet transfer (BPI, BDO, Metrobank or GCash) to the center’s account.';
    expect(enrollment.text).toContain(line);
    expect(visibleText(enrollment.html!)).toContain(line);
  });

  it('should label the demo values as samples wherever they are shown', async () => {
    const enrollment = await kinds.find((k) => k.kind.startsWith('enrollment'))!.build(DEMO_CENTER);
    for (const part of [enrollment.text, visibleText(enrollment.html!)]) {
      expect(part).toContain('BPI — account name Review Center, account number 0000-1111-22');
      expect(part).toContain('Demo mode: these accounts are samples. Do not pay into them.');
      expect(part).toContain('Demo mode: these contact details are samples.');
    }
    const reset = await resetPasswordEmail(deps(DEMO_CENTER), 'ana@example.com', RESET);
    expect(reset.text).toContain('Customer support: support@review-center.ph');
    expect(reset.text).toContain('Demo mode: these contact details are samples.');
  });

  it('should escape what people typed: a name, a message and a reason arrive as text, not markup', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const reply = await ticketReplyEmail(
      deps(unconfiguredCenter),
      { email: 'rosa@example.com', firstName: attack, category: 'WEBSITE', content: `Hi ${attack}` },
      `Thanks ${attack}`,
    );
    const rejected = await paymentRejectedEmail(deps(unconfiguredCenter), 'ana@example.com', 'RC-1', attack, PAY);
    const invited = await staffInvitationEmail(
      deps(unconfiguredCenter),
      'x@example.com',
      { firstName: attack, role: 'support' },
      RESET,
    );
    for (const mail of [reply, rejected, invited]) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      // The text part is read as text: there it stays what was typed.
      expect(mail.text).toContain(attack);
    }
    expect(visibleText(reply.html!)).toContain(`Hello ${attack},`);
  });
});
