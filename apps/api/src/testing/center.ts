import type { CenterDetails } from '../platform/config/center.ts';

/**
 * A center as an operator would configure it (CENTER_*, PAYMENT_ACCOUNTS in env.test.ts reads
 * these values from the environment): real-looking, and no sample.
 */
export const CONFIGURED_CENTER: CenterDetails = {
  name: 'Bagong Guro Review Center',
  supportEmail: 'help@bagongguro.ph',
  supportPhone: '(032) 255 0101',
  itSupportEmail: 'it@bagongguro.ph',
  address: '88 Osmeña Blvd, Cebu City',
  paymentAccounts: [
    { channel: 'BPI', accountName: 'Bagong Guro Inc.', accountNumber: '3141-5926-53' },
    { channel: 'GCash', accountName: 'Bagong Guro', accountNumber: '0918 765 4321' },
  ],
  sample: false,
};
