import { Link } from '@review-center/design-system';
import { dialable, useCenterDetails } from './center.ts';
import { paths } from './paths.ts';

/**
 * The center's phone, text and e-mail, as links (product §2 FAQ "Customer Support" and Support),
 * those the center has set (decision 0046); the support form is always there.
 */
export function ContactList() {
  const center = useCenterDetails();
  return (
    <ul>
      {center?.supportPhone ? (
        <li>
          Call: <Link href={`tel:${dialable(center.supportPhone)}`}>{center.supportPhone}</Link>
        </li>
      ) : null}
      {center?.textNumber ? (
        <li>
          Text: <Link href={`sms:${dialable(center.textNumber)}`}>{center.textNumber}</Link>
        </li>
      ) : null}
      {center?.supportEmail ? (
        <li>
          E-mail: <Link href={`mailto:${center.supportEmail}`}>{center.supportEmail}</Link>
        </li>
      ) : null}
      <li>
        Write to us: <Link href={paths.support}>support form</Link>
      </li>
    </ul>
  );
}
