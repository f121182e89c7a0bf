import { PAYMENT_OPTIONS, type PaymentOption } from '../constants.ts';

interface PaymentAccount {
  accountName: string;
  accountNumber: string;
}

/**
 * The channels with an account set, in the product's order (product §9). Apart from the
 * settings' schema so the payment page reaches no zod at first load (decision 0044).
 */
export function paymentAccountsOf(settings: { paymentAccounts: Readonly<Record<PaymentOption, PaymentAccount>> }) {
  return PAYMENT_OPTIONS.flatMap((channel) => {
    const account = settings.paymentAccounts[channel];
    return account.accountNumber !== '' ? [{ channel, ...account }] : [];
  });
}
