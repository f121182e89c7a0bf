import { scorePercent } from '@review-center/domain';
import type { MailMessage } from './mailer.ts';

/**
 * The messages the server sends (docs/architecture.md#e-mail). Links point at the site routes of
 * product §2; the payment channels are the spec's four (§9), their account details are ours.
 */
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

export const verificationEmail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Verify your Review Center account',
  text: `Welcome to Review Center!\n\nPlease verify your e-mail address by opening this link:\n${link}\n\nThe link can be used once and expires in 24 hours.`,
});

export const resendVerificationEmail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Your new Review Center verification link',
  text: `You asked for a new verification link. Open it to verify your account:\n${link}\n\nThe link can be used once and expires in 24 hours.`,
});

export const resetPasswordEmail = (to: string, link: string): MailMessage => ({
  to,
  subject: 'Reset your Review Center password',
  text: `Someone asked to reset the password of this account. If it was you, open this link:\n${link}\n\nThe link can be used once and expires in 24 hours. If it was not you, ignore this message.`,
});

export const enrollmentReceivedEmail = (
  to: string,
  e: {
    reference: string;
    offering: string;
    price: number;
    deadline: string;
    paymentLink: string;
    /** The center's accounts (PAYMENT_ACCOUNTS; sample ones in demo mode only, decision 0021). */
    paymentAccounts: readonly string[];
  },
): MailMessage => ({
  to,
  subject: `Enrollment received — reference ${e.reference}`,
  text: [
    `We received your enrollment in ${e.offering}.`,
    `Reference number: ${e.reference}`,
    `Amount due: ${peso(e.price)}`,
    '',
    ...(e.paymentAccounts.length > 0
      ? ['Pay by bank deposit or e-wallet transfer to one of:', ...e.paymentAccounts.map((line) => `- ${line}`)]
      : ['Pay by bank deposit or e-wallet transfer (BPI, BDO, Metrobank or GCash) to the center’s account.']),
    '',
    `Then upload your proof of payment here: ${e.paymentLink}`,
    '',
    `Payment must be made within 3 business days of signing up, that is by ${day(e.deadline)}, or the registration is automatically deleted.`,
    'Enrollment only counts once full payment is received, on a first come, first served basis.',
  ].join('\n'),
});

export const paymentReceivedEmail = (to: string, reference: string, amount: number): MailMessage => ({
  to,
  subject: `Payment received — reference ${reference}`,
  text: `We received your proof of payment of ${peso(amount)} for enrollment ${reference}. Our staff will verify it and e-mail you once it is confirmed.`,
});

export const paymentVerifiedEmail = (to: string, reference: string, offering: string): MailMessage => ({
  to,
  subject: `Payment verified — reference ${reference}`,
  text: `Your payment for ${offering} (reference ${reference}) is verified. Your enrollment is now Active.`,
});

export const paymentRejectedEmail = (to: string, reference: string, reason: string, link: string): MailMessage => ({
  to,
  subject: `Payment not accepted — reference ${reference}`,
  text: `We could not accept the proof of payment for enrollment ${reference}.\nReason: ${reason}\n\nPlease submit a new proof here: ${link}`,
});

export const examResultEmail = (to: string, exam: string, score: number, total: number): MailMessage => ({
  to,
  subject: `Your result — ${exam}`,
  text: `You completed ${exam}.\nScore: ${score} / ${total} (${scorePercent(score, total)}%).`,
});

/** A new staff account: the member sets their own password through the reset link (decision 0029). */
export const staffInvitationEmail = (to: string, role: string, link: string): MailMessage => ({
  to,
  subject: 'Your Review Center staff account',
  text: `A Review Center administrator made you a staff account (role: ${role}).\n\nSet your password by opening this link:\n${link}\n\nThe link can be used once and expires in 24 hours. Then sign in to the staff console at /staff with this e-mail address.`,
});

/** Support's reply to a ticket, to the address the ticket was sent from (decision 0029). */
export const ticketReplyEmail = (to: string, category: string, message: string, original: string): MailMessage => ({
  to,
  subject: `Re: your Review Center support message (${category})`,
  text: `${message}\n\n— Review Center support\n\nYou wrote:\n${original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}`,
});
