import { mockReceipt } from './fixtures.ts';
import { fail, nextId, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

/** A minimal PDF's bytes: what every receipt downloads as in the mock API. */
const PDF = new TextEncoder().encode('%PDF-1.4\n%mock receipt\n%%EOF\n');

const receiptsOf = (state: MockState) => state.payments.flatMap((p) => p.receipts ?? []);
const nextNumber = (state: MockState) => `AR-${String(receiptsOf(state).length + 1).padStart(6, '0')}`;

/** Receipts (decision 0074): voided and replaced with the next number, issued once per payment. */
export const receiptResolvers = {
  downloadReceipt: ({ state, params }) =>
    receiptsOf(state).some((r) => r._id === params.id)
      ? new Blob([PDF], { type: 'application/pdf' })
      : fail(404, 'Receipt not found'),
  voidReceipt: ({ state, params, body }) => {
    const payment = state.payments.find((p) => p.receipts?.some((r) => r._id === params.id));
    const receipt = payment?.receipts?.find((r) => r._id === params.id);
    if (!payment?.receipts || !receipt) return fail(404, 'Receipt not found');
    if (receipt.voided) return fail(409, 'This receipt is already voided');
    Object.assign(receipt, { voided: true, voidedDate: new Date().toISOString(), voidReason: body.reason });
    const replacement = body.replace
      ? {
          ...mockReceipt(nextId('rcp'), nextNumber(state), receipt.amount, new Date().toISOString()),
          replaces: receipt.number,
        }
      : null;
    if (replacement) payment.receipts.unshift(replacement);
    return { voided: receipt, replacement };
  },
  issueReceipt: ({ state, params }) => {
    const payment = state.payments.find((p) => p._id === params.id);
    if (!payment) return fail(404, 'Payment not found');
    if (payment.status !== 'Approved')
      return fail(409, `This payment is ${payment.status}: only an approved payment has a receipt`);
    if (payment.receipts?.some((r) => !r.voided))
      return fail(409, 'This payment already has a receipt: void it to replace it');
    const receipt = mockReceipt(
      nextId('rcp'),
      nextNumber(state),
      payment.amountDue ?? payment.price,
      new Date().toISOString(),
    );
    payment.receipts = [receipt, ...(payment.receipts ?? [])];
    return receipt;
  },
} satisfies Resolvers<'downloadReceipt' | 'voidReceipt' | 'issueReceipt'>;
