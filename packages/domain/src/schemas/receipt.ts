import * as z from 'zod/mini';
import { RECEIPT_TITLES } from '../rules/receipts.ts';
import { idSchema, isoDateSchema } from './common.ts';

/**
 * A receipt of an approved payment (decision 0074), as the payer and the staff see it.
 * A voided one is kept, with its reason; its replacement names it.
 */
export const receiptSchema = z.object({
  _id: idSchema,
  /** As printed: AR-000012, or the invoice's serial number. */
  number: z.string(),
  title: z.enum(RECEIPT_TITLES),
  amount: z.number(),
  issuedDate: isoDateSchema,
  voided: z.boolean(),
  voidedDate: z.nullish(isoDateSchema),
  voidReason: z.nullish(z.string()),
  /** The number of the voided receipt this one replaces. */
  replaces: z.nullish(z.string()),
  /** The PDF's address: a link that carries its own key, for the payer and the staff. */
  url: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
