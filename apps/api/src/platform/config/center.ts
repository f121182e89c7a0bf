import { PAYMENT_OPTIONS, type PaymentOption } from '@review-center/domain';

/** One of the center's accounts for a payment channel of product §9 (BPI, BDO, Metrobank, GCash). */
export interface PaymentAccount {
  channel: PaymentOption;
  accountName: string;
  accountNumber: string;
}

/**
 * Who the center is, as its e-mails show it: the name, how to reach support, and where to pay.
 * Every value but the name is optional: production mode shows only what the operator configured
 * (decision 0021); demo mode fills them with sample values and says so (`sample`).
 */
export interface CenterDetails {
  /** The center's name, in subjects and signatures. */
  name: string;
  /** Customer support (product §2 Support: "a support e-mail", "phone and text numbers"). */
  supportEmail?: string | undefined;
  supportPhone?: string | undefined;
  /** IT support (product §2 Support: "a technical support e-mail"). */
  itSupportEmail?: string | undefined;
  /** The center's postal address, where its review site is. */
  address?: string | undefined;
  /** The bank and e-wallet accounts for the enrollment e-mail; none: the channels are only named. */
  paymentAccounts: readonly PaymentAccount[];
  /** The values above are samples (demo mode): every e-mail that shows them says so. */
  sample: boolean;
}

/** A production start with nothing configured: the product's name and nothing made up. */
export const unconfiguredCenter: CenterDetails = { name: 'Review Center', paymentAccounts: [], sample: false };

/**
 * `PAYMENT_ACCOUNTS`: accounts separated by `;`, each `channel | account name | account number`,
 * e.g. `BPI | <account name> | <account number>; GCash | <account name> | <mobile number>`. A line
 * that does not read so stops the start with the reason, rather than e-mail a wrong account.
 */
export function parsePaymentAccounts(value: string): PaymentAccount[] {
  return value
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const parts = line.split('|').map((part) => part.trim());
      const channel = PAYMENT_OPTIONS.find((option) => option.toLowerCase() === parts[0]?.toLowerCase());
      if (parts.length !== 3 || !channel || !parts[1] || !parts[2]) {
        throw new Error(
          `PAYMENT_ACCOUNTS: "${line}" should read "channel | account name | account number", the channel one of ${PAYMENT_OPTIONS.join(', ')}`,
        );
      }
      return { channel, accountName: parts[1], accountNumber: parts[2] };
    });
}
