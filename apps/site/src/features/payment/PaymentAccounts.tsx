import { paymentAccountsOf } from '@review-center/domain';
import { Fragment } from 'react';
import { useCenterDetails } from '../../app/center.ts';
import { SummaryList } from '../../app/layout.ts';

/**
 * Where to pay (product §9 channels): the center's account for each channel it has set (decision
 * 0046). None set: the channels are named only, as the enrollment e-mail does. Demo mode's sample
 * accounts say they are samples, so nobody pays into them.
 */
export function PaymentAccounts() {
  const center = useCenterDetails();
  const accounts = center ? paymentAccountsOf(center) : [];
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="payment-accounts-title">
      <h2 id="payment-accounts-title">Where to pay</h2>
      {center?.sample ? <p>Demo mode: these accounts are samples. Do not pay into them.</p> : null}
      <SummaryList>
        {accounts.map((account) => (
          <Fragment key={account.channel}>
            <dt>{account.channel}</dt>
            <dd>
              {account.accountName}, account number {account.accountNumber}
            </dd>
          </Fragment>
        ))}
      </SummaryList>
    </section>
  );
}
