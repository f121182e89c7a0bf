import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { plainTextSelectors, render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { compile, type FormatCallback } from 'html-to-text';
import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { CenterDetails } from '../config/center.ts';

/*
 * The e-mails' bodies, written with react-email (decision 0039). Elements are built with
 * `createElement` (`h`), not JSX: the API runs its .ts files on Node 24 by type stripping, which
 * does not transform JSX, and a build step for one folder is not worth it. React escapes every
 * value it renders, so a name or a message typed by someone arrives as text, never as markup.
 * This module is loaded on the first e-mail (messages.ts), not at the server's start.
 */
const h = createElement;

/*
 * Colours: body text #1f2937 on white (14.7:1), secondary text #4b5563 (7.6:1), the button's
 * white on #1d4ed8 (6.7:1), links #1d4ed8 (6.7:1): above WCAG AA's 4.5:1 for normal text.
 */
const TEXT = '#1f2937';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: '#f3f4f6', color: TEXT, fontFamily: FONT, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', padding: '24px 28px', borderRadius: '6px' },
  center: { color: MUTED, fontSize: '14px', fontWeight: 600, margin: '0 0 8px' },
  heading: { color: TEXT, fontSize: '22px', lineHeight: '1.3', margin: '0 0 16px' },
  text: { color: TEXT, fontSize: '16px', lineHeight: '1.5', margin: '0 0 16px' },
  button: {
    backgroundColor: ACCENT,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    borderRadius: '6px',
    padding: '12px 20px',
    textDecoration: 'none',
  },
  link: { color: ACCENT, textDecoration: 'underline', wordBreak: 'break-all' },
  small: { color: MUTED, fontSize: '14px', lineHeight: '1.5', margin: '0 0 8px' },
  list: { color: TEXT, fontSize: '16px', lineHeight: '1.5', margin: '0 0 16px', paddingLeft: '20px' },
  quote: { borderLeft: `3px solid #d1d5db`, color: MUTED, margin: '0 0 16px', paddingLeft: '12px' },
  hr: { borderColor: '#e5e7eb', margin: '24px 0 16px' },
} satisfies Record<string, CSSProperties>;

/*
 * Marks read by the text conversion below. Spread in, as attributes React passes through: an
 * object literal would not type-check `data-*` names (JSX does).
 */
const SKIP_IN_TEXT = { 'data-skip-in-text': true };
const TEXT_ACTION = { 'data-text-action': true };

/** A paragraph. */
const P = (...children: ReactNode[]) => h(Text, { style: styles.text }, ...children);

/**
 * A call to action: a button whose text says where it leads, and the address itself beneath it
 * for a reader whose client hides buttons. In the text part it is one line, "label: address".
 */
const Action = (label: string, href: string) =>
  h(
    Section,
    { style: { margin: '0 0 16px' } },
    h(Button, { href, style: styles.button, ...TEXT_ACTION }, label),
    h(
      Text,
      { style: { ...styles.small, marginTop: '12px' }, ...SKIP_IN_TEXT },
      'Or open this address: ',
      h(Link, { href, style: styles.link }, href),
    ),
  );

/** A message written by a person: its lines kept as they were typed. */
const Lines = (text: string) =>
  text.split('\n').flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line]));

/**
 * A contact line of the footer: "label: " and the address, a link, then the phone; the phone
 * alone when there is no address; nothing when there is neither.
 */
const Contact = (key: string, label: string, email: string | undefined, phone?: string) => {
  if (email) {
    return h(
      Text,
      { key, style: styles.small },
      `${label}: `,
      h(Link, { href: `mailto:${email}`, style: styles.link }, email),
      phone ? `, ${phone}` : '',
    );
  }
  return phone ? h(Text, { key, style: styles.small }, `${label}: ${phone}`) : null;
};

const Footer = (center: CenterDetails) => {
  const contacts = [
    Contact('support', 'Customer support', center.supportEmail, center.supportPhone),
    Contact('it', 'IT support', center.itSupportEmail),
    center.address ? h(Text, { key: 'address', style: styles.small }, center.address) : null,
  ].filter((line) => line !== null);
  return h(
    Section,
    null,
    h(Hr, { style: styles.hr }),
    h(Text, { style: styles.small }, center.name),
    ...contacts,
    center.sample && contacts.length > 0
      ? h(Text, { style: styles.small }, 'Demo mode: these contact details are samples.')
      : null,
  );
};

interface LayoutProps {
  center: CenterDetails;
  /** The line a mail client shows beside the subject. */
  preview: string;
  heading: string;
  children: ReactNode[];
}

const Layout = ({ center, preview, heading, children }: LayoutProps) =>
  h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(Head, null, h('title', null, heading)),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.center, ...SKIP_IN_TEXT }, center.name),
        h(Heading, { as: 'h1', style: styles.heading }, heading),
        ...children,
        Footer(center),
      ),
    ),
  );

/*
 * The text part is the HTML read as text, with react-email's settings for it (no wrapping, images
 * and `data-skip-in-text` left out), so both parts say the same. A call to action becomes
 * "label: address" on a line of its own; an e-mail address reads as itself. Compiled once:
 * compiling the settings cost more than converting a message.
 */
const action: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(elem.children, builder);
  builder.addInline(`: ${String(elem.attribs?.href ?? '')}`, { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
};
const toText = compile({
  wordwrap: false,
  formatters: { action },
  selectors: [
    ...plainTextSelectors,
    { selector: 'a[data-text-action]', format: 'action' },
    { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
  ],
});

export interface RenderedMail {
  html: string;
  text: string;
}

/** Both parts of one message. */
export async function renderMail(layout: LayoutProps): Promise<RenderedMail> {
  const html = await render(Layout(layout));
  return { html, text: toText(html).trim() };
}

export interface MailContext {
  center: CenterDetails;
  publicUrl: string;
}

const peso = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' }).format(amount);
/** A calendar date (YYYY-MM-DD) as "Thursday, November 26, 2026". */
const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const LINK_RULE = 'The link can be used once and expires in 24 hours.';

export const verification = (c: MailContext, link: string, again: boolean) =>
  renderMail({
    ...c,
    preview: again ? 'Your new verification link' : 'Verify your e-mail address to finish your registration',
    heading: again ? 'Your new verification link' : `Welcome to ${c.center.name}!`,
    children: [
      P(
        again
          ? 'You asked for a new verification link. Open it to verify your account:'
          : 'Please verify your e-mail address by opening this link:',
      ),
      Action('Verify my e-mail address', link),
      P(LINK_RULE),
    ],
  });

export const resetPassword = (c: MailContext, link: string) =>
  renderMail({
    ...c,
    preview: 'A link to choose a new password',
    heading: 'Reset your password',
    children: [
      P('Someone asked to reset the password of this account. If it was you, open this link:'),
      Action('Choose a new password', link),
      P(`${LINK_RULE} If it was not you, ignore this message.`),
    ],
  });

export const deviceMove = (c: MailContext, link: string) =>
  renderMail({
    ...c,
    preview: 'A link to use your account on a new device',
    heading: 'Move your account to a new device',
    children: [
      P(
        'Someone with your password asked to use this account on a new device. An account is limited to one registered device: opening this link on the new device moves the account there and signs the old device out.',
      ),
      Action('Move my account to this device', link),
      P(
        `${LINK_RULE} You can move your account once every 30 days. If it was not you, ignore this message and change your password.`,
      ),
    ],
  });

export interface EnrollmentDetails {
  reference: string;
  offering: string;
  price: number;
  /** The last day to pay (YYYY-MM-DD). */
  deadline: string;
  paymentLink: string;
}

/** Where to pay: the center's accounts (decision 0021), or the channels when none is set. */
/** The reference in the transfer memo, so the cashier can match the payment to it (decision 0078). */
const memoLine = (reference: string) =>
  P(`Put the reference ${reference} in the transfer memo, so that the cashier can match your payment to it.`);

const payInstructions = (c: MailContext) => {
  const accounts = c.center.paymentAccounts;
  return accounts.length > 0
    ? [
        P('Pay by bank deposit or e-wallet transfer to one of:'),
        h(
          'ul',
          { style: styles.list },
          ...accounts.map((account) =>
            h(
              'li',
              { key: account.channel + account.accountNumber },
              `${account.channel} — account name ${account.accountName}, account number ${account.accountNumber}`,
            ),
          ),
        ),
        c.center.sample ? P('Demo mode: these accounts are samples. Do not pay into them.') : null,
      ]
    : [P('Pay by bank deposit or e-wallet transfer (BPI, BDO, Metrobank or GCash) to the center’s account.')];
};

export const enrollmentReceived = (c: MailContext, e: EnrollmentDetails) =>
  renderMail({
    ...c,
    preview: `Reference ${e.reference}: amount due ${peso(e.price)}, payable by ${day(e.deadline)}`,
    heading: 'Enrollment received',
    children: [
      P(`We received your enrollment in ${e.offering}.`),
      P(`Reference number: ${e.reference}`, h('br'), `Amount due: ${peso(e.price)}`),
      ...payInstructions(c),
      memoLine(e.reference),
      P('Then upload your proof of payment here:'),
      Action('Upload my proof of payment', e.paymentLink),
      P(
        `Payment must be made within 3 business days of signing up, that is by ${day(e.deadline)}, or the registration is automatically deleted.`,
      ),
      P('Enrollment only counts once full payment is received, on a first come, first served basis.'),
    ],
  });

/**
 * The reminder on the deadline day, the last business day before an unpaid registration is
 * deleted (decision 0078): what to pay, the reference to put in the transfer memo, and by when.
 */
export const paymentDeadlineReminder = (c: MailContext, e: EnrollmentDetails) =>
  renderMail({
    ...c,
    preview: `Today is the last day to pay for enrollment ${e.reference}: ${peso(e.price)}`,
    heading: 'Today is the last day to pay',
    children: [
      P(
        `Your enrollment in ${e.offering} is not paid yet. After signing up, payment must be settled within 3 business days, or the registration is deleted automatically: yours is deleted after today, ${day(e.deadline)}.`,
      ),
      P(`Reference number: ${e.reference}`, h('br'), `Amount due: ${peso(e.price)}`),
      ...payInstructions(c),
      memoLine(e.reference),
      P(`Then upload your proof of payment by the end of ${day(e.deadline)}:`),
      Action('Upload my proof of payment', e.paymentLink),
      P(
        'If you no longer wish to enroll, you need not do anything: the registration is deleted and your account stays.',
      ),
    ],
  });

export interface InstallmentDetails {
  reference: string;
  offering: string;
  amount: number;
  /** The installment's due date (YYYY-MM-DD). */
  dueDate: string;
  paymentLink: string;
}

const INSTALLMENT_HEADINGS = {
  'installment-soon': (dueDate: string) => `Installment due on ${day(dueDate)}`,
  'installment-due': () => 'Your installment is due today',
  'installment-overdue': () => 'Your installment is overdue',
} as const;

/**
 * An installment's reminder (decision 0078): three days before its due date, on the day, and
 * once overdue. What to pay, the reference to put in the transfer memo, and by when.
 */
export const installmentReminder = (c: MailContext, kind: keyof typeof INSTALLMENT_HEADINGS, e: InstallmentDetails) =>
  renderMail({
    ...c,
    preview: `Enrollment ${e.reference}: installment of ${peso(e.amount)} due ${day(e.dueDate)}`,
    heading: INSTALLMENT_HEADINGS[kind](e.dueDate),
    children: [
      P(
        kind === 'installment-overdue'
          ? `Your installment of ${peso(e.amount)} for ${e.offering} was due on ${day(e.dueDate)} and is not paid yet. Please pay it as soon as you can.`
          : `Your installment of ${peso(e.amount)} for ${e.offering} is due ${kind === 'installment-due' ? 'today, ' : 'on '}${day(e.dueDate)}. Please pay it by then.`,
      ),
      P(`Reference number: ${e.reference}`, h('br'), `Amount due: ${peso(e.amount)}`),
      ...payInstructions(c),
      memoLine(e.reference),
      P('Then upload your proof of payment:'),
      Action('Upload my proof of payment', e.paymentLink),
    ],
  });

export const paymentReceived = (c: MailContext, reference: string, amount: number) =>
  renderMail({
    ...c,
    preview: `We received your proof of payment for enrollment ${reference}`,
    heading: 'Payment received',
    children: [
      P(
        `We received your proof of payment of ${peso(amount)} for enrollment ${reference}. Our staff will verify it and e-mail you once it is confirmed.`,
      ),
    ],
  });

/** A receipt an e-mail carries (decision 0074): its title and number. */
export interface AttachedReceipt {
  title: string;
  number: string;
}

export const paymentVerified = (c: MailContext, reference: string, offering: string, receipt?: AttachedReceipt) =>
  renderMail({
    ...c,
    preview: 'Your enrollment is now Active',
    heading: 'Payment verified',
    children: [
      P(`Your payment for ${offering} (reference ${reference}) is verified. Your enrollment is now Active.`),
      ...(receipt
        ? [
            P(
              `Your ${receipt.title} No. ${receipt.number} is attached, and you can download it again from the Payments tab of your account.`,
            ),
          ]
        : []),
      P(`For your next payment, put your reference ${reference} in the transfer memo.`),
      Action('Open my account', `${c.publicUrl}/account`),
    ],
  });

/** A voided receipt and its replacement (decision 0074). */
export const receiptReplaced = (
  c: MailContext,
  reference: string,
  voided: AttachedReceipt,
  replacement: AttachedReceipt,
  reason: string,
) =>
  renderMail({
    ...c,
    preview: `${replacement.title} No. ${replacement.number} replaces No. ${voided.number}`,
    heading: 'Your receipt was replaced',
    children: [
      P(`${voided.title} No. ${voided.number} for enrollment ${reference} was voided.`),
      P(`Reason: ${reason}`),
      P(`Its replacement, ${replacement.title} No. ${replacement.number}, is attached. Please keep it instead.`),
      Action('Open my account', `${c.publicUrl}/account`),
    ],
  });

export const paymentRejected = (c: MailContext, reference: string, reason: string, link: string) =>
  renderMail({
    ...c,
    preview: `Reason: ${reason}`,
    heading: 'Payment not accepted',
    children: [
      P(`We could not accept the proof of payment for enrollment ${reference}.`),
      P(`Reason: ${reason}`),
      P('Please submit a new proof here:'),
      Action('Submit a new proof of payment', link),
    ],
  });

export const examResult = (
  c: MailContext,
  exam: string,
  score: number,
  total: number,
  percent: number,
  attemptId: string,
) =>
  renderMail({
    ...c,
    preview: `Score: ${score} / ${total} (${percent}%)`,
    heading: 'Your result',
    children: [
      P(`You completed ${exam}.`),
      P(`Score: ${score} / ${total} (${percent}%).`),
      // The result itself (My Exams, decision 0051), then the progress it adds to.
      Action('See my result', `${c.publicUrl}/account?tab=exams&result=${encodeURIComponent(attemptId)}`),
      Action('See my progress', `${c.publicUrl}/account?tab=progress`),
    ],
  });

export const staffInvitation = (c: MailContext, firstName: string, role: string, link: string) =>
  renderMail({
    ...c,
    preview: 'Set your password to sign in to the staff console',
    heading: 'Your staff account',
    children: [
      P(`Hello ${firstName},`),
      P(`A ${c.center.name} administrator made you a staff account (role: ${role}).`),
      P('Set your password by opening this link:'),
      Action('Set my password', link),
      P(`${LINK_RULE} Then sign in to the staff console at /staff with this e-mail address.`),
    ],
  });

export const ticketReply = (c: MailContext, firstName: string, message: string, original: string) =>
  renderMail({
    ...c,
    preview: message.slice(0, 120),
    heading: 'A reply to your message',
    children: [
      P(`Hello ${firstName},`),
      P(...Lines(message)),
      P(`— ${c.center.name} support`),
      P('You wrote:'),
      h(
        'blockquote',
        { style: styles.quote },
        h(Text, { style: { ...styles.text, color: MUTED } }, ...Lines(original)),
      ),
    ],
  });
