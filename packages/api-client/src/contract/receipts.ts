import * as z from 'zod/mini';
import { boundedText, idSchema, LIMITS, receiptSchema, requiredWireText } from '@review-center/domain';
import { defineEndpoint } from './endpoint.ts';

/*
 * Receipts of approved payments (decision 0074): issued on approval with a number that
 * is never used twice, attached to the approval e-mail, downloaded by the payer and the staff
 * from a link that carries its key, voided with a reason and replaced by the next number. Not in
 * the spec: choices of ours.
 */
const receiptChoice = 'Not in the spec: receipts (decision 0074)';

/** GET /receipts/{id}/pdf?key=: the receipt's PDF; a voided one is stamped VOID. */
export const downloadReceipt = defineEndpoint({
  method: 'GET',
  path: '/receipts/{id}/pdf',
  auth: false,
  params: z.object({ id: idSchema }),
  query: z.object({ key: boundedText(100) }),
  responseType: 'binary',
  response: z.instanceof(Blob),
  summary: 'Download a receipt’s PDF',
  ourChoice: `${receiptChoice}. The link carries its key: no token needed`,
});

/** POST /admin/receipts/{id}/void { reason, replace }: voided, kept, and by default replaced. */
export const voidReceipt = defineEndpoint({
  method: 'POST',
  path: '/admin/receipts/{id}/void',
  auth: true,
  roles: ['cashier'],
  params: z.object({ id: idSchema }),
  body: z.object({
    reason: requiredWireText(LIMITS.messageMax),
    /** Issue the replacement with the next number and e-mail it (the default). */
    replace: z._default(z.boolean(), true),
  }),
  response: z.object({ voided: receiptSchema, replacement: z.nullable(receiptSchema) }),
  summary: 'Void a receipt and issue its replacement',
  ourChoice: `${receiptChoice}. Kept; the replacement takes the next number and is e-mailed`,
});

/** POST /admin/payments/{id}/receipt: a receipt for an approved payment that has no valid one. */
export const issueReceipt = defineEndpoint({
  method: 'POST',
  path: '/admin/payments/{id}/receipt',
  auth: true,
  roles: ['cashier'],
  params: z.object({ id: idSchema }),
  response: receiptSchema,
  summary: 'Issue a receipt for an approved payment without one',
  ourChoice: `${receiptChoice}. 409 when it has a valid one or is not approved`,
});
