import { EXAM_REMINDER_EMAIL, scorePercent } from '@review-center/domain';
import { type CenterDetails, unconfiguredCenter } from '../config/center.ts';
import { centerDetails } from '../config/center-settings.ts';
import type { Db } from '../db/database.ts';
import type { MailAttachment, MailMessage } from './mailer.ts';
import type * as Templates from './templates.ts';
import type {
  AttachedReceipt,
  EnrollmentDetails,
  ExamReminderDetails,
  InstallmentDetails,
  MailContext,
  RenderedMail,
} from './templates.ts';

/**
 * The messages the server sends (docs/architecture.md#e-mail), each as HTML with a plain-text
 * part (decision 0039). Subjects are here; the bodies are templates.ts. Links point at the site
 * routes of product §2; the payment channels are the spec's four (§9), and the center's details
 * and accounts come from `centerDetails()` (decision 0021).
 *
 * templates.ts (react-email, react-dom/server) is imported on the first message, not when the
 * server starts: the services import this module, and a start should not wait for e-mail.
 */
let templates: Promise<typeof Templates> | undefined;
const loadTemplates = () => (templates ??= import('./templates.ts'));

/**
 * Loads the templates and renders one message nobody receives, ahead of the first real one (the
 * server calls it once it listens): the first render in a process took about 300 ms on the loaded
 * build machine, and a message is rendered inside its change's transaction.
 */
export async function preloadTemplates(): Promise<void> {
  const t = await loadTemplates();
  await t.verification({ center: unconfiguredCenter, publicUrl: 'http://localhost' }, 'http://localhost/', false);
}

/**
 * What every message needs from the server: its settings for the site's origin, and the database
 * the center's details are read from (decision 0046): inside a change's transaction, pass the
 * transaction (`{ ...deps, db: trx }`).
 */
interface MailDeps {
  config: { center: CenterDetails; publicUrl: string };
  db?: Db;
}

async function message(
  deps: MailDeps,
  to: string,
  subject: (center: CenterDetails) => string,
  body: (t: typeof Templates, c: MailContext) => Promise<RenderedMail>,
): Promise<MailMessage> {
  const [t, center] = await Promise.all([loadTemplates(), centerDetails(deps)]);
  const { html, text } = await body(t, { center, publicUrl: deps.config.publicUrl.replace(/\/$/, '') });
  return { to, subject: subject(center), text, html };
}

export const verificationEmail = (deps: MailDeps, to: string, link: string) =>
  message(
    deps,
    to,
    (center) => `Verify your ${center.name} account`,
    (t, c) => t.verification(c, link, false),
  );

export const resendVerificationEmail = (deps: MailDeps, to: string, link: string) =>
  message(
    deps,
    to,
    (center) => `Your new ${center.name} verification link`,
    (t, c) => t.verification(c, link, true),
  );

export const resetPasswordEmail = (deps: MailDeps, to: string, link: string) =>
  message(
    deps,
    to,
    (center) => `Reset your ${center.name} password`,
    (t, c) => t.resetPassword(c, link),
  );

/** The link that moves an account's registered device to the browser it is opened in (decision 0068). */
export const deviceMoveEmail = (deps: MailDeps, to: string, link: string) =>
  message(
    deps,
    to,
    (center) => `Move your ${center.name} account to a new device`,
    (t, c) => t.deviceMove(c, link),
  );

export const enrollmentReceivedEmail = (deps: MailDeps, to: string, e: EnrollmentDetails) =>
  message(
    deps,
    to,
    () => `Enrollment received — reference ${e.reference}`,
    (t, c) => t.enrollmentReceived(c, e),
  );

/** The last day to pay before an unpaid registration is deleted (decision 0078). */
export const paymentDeadlineReminderEmail = (deps: MailDeps, to: string, e: EnrollmentDetails) =>
  message(
    deps,
    to,
    () => `Last day to pay — reference ${e.reference}`,
    (t, c) => t.paymentDeadlineReminder(c, e),
  );

const INSTALLMENT_SUBJECTS = {
  'installment-soon': 'Installment due soon',
  'installment-due': 'Installment due today',
  'installment-overdue': 'Installment overdue',
} as const;

/** An installment's reminder: before, on and after its due date (decision 0078). */
export const installmentReminderEmail = (
  deps: MailDeps,
  to: string,
  kind: keyof typeof INSTALLMENT_SUBJECTS,
  e: InstallmentDetails,
) =>
  message(
    deps,
    to,
    () => `${INSTALLMENT_SUBJECTS[kind]} — reference ${e.reference}`,
    (t, c) => t.installmentReminder(c, kind, e),
  );

export const paymentReceivedEmail = (deps: MailDeps, to: string, reference: string, amount: number) =>
  message(
    deps,
    to,
    () => `Payment received — reference ${reference}`,
    (t, c) => t.paymentReceived(c, reference, amount),
  );

/** A receipt's PDF to attach: what the message says of it, and its bytes (decision 0074). */
interface ReceiptFile extends AttachedReceipt {
  pdf: Buffer;
}

const attach = (receipt: ReceiptFile): MailAttachment => ({
  filename: `${receipt.title} ${receipt.number}.pdf`,
  contentType: 'application/pdf',
  content: receipt.pdf,
});

export const paymentVerifiedEmail = async (
  deps: MailDeps,
  to: string,
  reference: string,
  offering: string,
  receipt?: ReceiptFile,
): Promise<MailMessage> => {
  const mail = await message(
    deps,
    to,
    () => `Payment verified — reference ${reference}`,
    (t, c) => t.paymentVerified(c, reference, offering, receipt),
  );
  return receipt ? { ...mail, attachments: [attach(receipt)] } : mail;
};

/** The replacement of a voided receipt, attached (decision 0074). */
export const receiptReplacedEmail = async (
  deps: MailDeps,
  to: string,
  reference: string,
  voided: AttachedReceipt,
  replacement: ReceiptFile,
  reason: string,
): Promise<MailMessage> => ({
  ...(await message(
    deps,
    to,
    () => `Your receipt was replaced — reference ${reference}`,
    (t, c) => t.receiptReplaced(c, reference, voided, replacement, reason),
  )),
  attachments: [attach(replacement)],
});

export const paymentRejectedEmail = (deps: MailDeps, to: string, reference: string, reason: string, link: string) =>
  message(
    deps,
    to,
    () => `Payment not accepted — reference ${reference}`,
    (t, c) => t.paymentRejected(c, reference, reason, link),
  );

export const examResultEmail = (
  deps: MailDeps,
  to: string,
  exam: string,
  score: number,
  total: number,
  attemptId: string,
) =>
  message(
    deps,
    to,
    () => `Your result — ${exam}`,
    (t, c) => t.examResult(c, exam, score, total, scorePercent(score, total), attemptId),
  );

/** The day before an exam opens, to its audience, with a link that stops these reminders (decision 0091). */
export const examReminderEmail = (deps: MailDeps, to: string, reminder: ExamReminderDetails) =>
  message(
    deps,
    to,
    () => EXAM_REMINDER_EMAIL.subject(reminder.exam),
    (t, c) => t.examReminder(c, reminder),
  );

/** A new staff account: the member sets their own password through the reset link (decision 0029). */
export const staffInvitationEmail = (
  deps: MailDeps,
  to: string,
  staff: { firstName: string; role: string },
  link: string,
) =>
  message(
    deps,
    to,
    (center) => `Your ${center.name} staff account`,
    (t, c) => t.staffInvitation(c, staff.firstName, staff.role, link),
  );

/** Support's reply to a ticket, to the address the ticket was sent from (decision 0029). */
export const ticketReplyEmail = (
  deps: MailDeps,
  ticket: { email: string; firstName: string; category: string; content: string },
  reply: string,
) =>
  message(
    deps,
    ticket.email,
    (center) => `Re: your ${center.name} support message (${ticket.category})`,
    (t, c) => t.ticketReply(c, ticket.firstName, reply, ticket.content),
  );
