import { serverMessage } from '@review-center/api-client';

/** A form's messages by field path (`paymentAccounts.BPI.accountNumber`). */
export type FieldErrors = Record<string, string>;

/** The messages of a domain schema's failed parse, one per field (the first of each). */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The fields a 400 of the API names (`body.supportEmail: Support e-mail must be …; body.x: …`),
 * so a refusal the form did not foresee still shows beside its field.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  const message = serverMessage(error) ?? '';
  const errors: FieldErrors = {};
  for (const part of message.split('; ')) {
    const match = /^body\.([\w.]+): (.+)$/.exec(part);
    if (match) errors[match[1]!] ??= match[2]!;
  }
  return errors;
}

/**
 * A long form's focus handler: the field Tab reaches is scrolled wholly into view. Chromium
 * leaves a tall field half below the window when part of it shows, and a keyboard user would type
 * into text they cannot see (WCAG 2.4.11).
 */
export function revealFocused(event: { target: EventTarget }): void {
  if (event.target instanceof HTMLElement) event.target.scrollIntoView({ block: 'nearest' });
}
