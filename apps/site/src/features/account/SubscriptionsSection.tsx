import { useSubscriptions } from '@review-center/api-client/react';
import { Link, Spinner } from '@review-center/design-system';
import { ERROR_MESSAGES, type Subscription } from '@review-center/domain';
import { useState } from 'react';
import { formatDate } from '../../app/format-date.ts';
import { paths } from '../../app/paths.ts';

const offeringOf = (subscription: Subscription) =>
  typeof subscription.offering === 'string'
    ? { _id: subscription.offering, title: 'Your offering' }
    : subscription.offering;

/**
 * What the reviewee has access to and until when (GET /users/{id}/subscriptions, product §7):
 * each Active enrollment's offering, six months from activation (product §1), with the way into
 * its discussions (decision 0038).
 */
export function SubscriptionsSection({ userId }: { userId: string }) {
  const subscriptions = useSubscriptions(userId);
  // When the tab opened: access that ends while it is open is judged again on the next visit.
  const [now] = useState(() => Date.now());
  return (
    <section aria-labelledby="my-access" className="account-access">
      <h2 id="my-access">My access</h2>
      {subscriptions.isPending ? (
        <Spinner label="Loading your access" />
      ) : subscriptions.isError ? (
        <p>{ERROR_MESSAGES.generic}</p>
      ) : subscriptions.data.docs.length === 0 ? (
        <p>Once an enrollment is Active, its offering, how long you have access and its discussions show here.</p>
      ) : (
        <ul className="account-list">
          {subscriptions.data.docs.map((subscription) => {
            const offering = offeringOf(subscription);
            const ended = new Date(subscription.endDate).getTime() <= now;
            return (
              <li key={subscription._id}>
                <h3>{offering.title}</h3>
                <p>
                  {ended
                    ? `Access ended on ${formatDate(subscription.endDate)}`
                    : `Access from ${formatDate(subscription.startDate)} until ${formatDate(subscription.endDate)}`}
                </p>
                {ended ? null : <Link href={paths.discussions(offering._id)}>Discussions of {offering.title}</Link>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
