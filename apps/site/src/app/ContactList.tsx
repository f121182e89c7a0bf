import { Link } from '@review-center/design-system';
import { CONTACT } from './contact.ts';

const digits = (text: string) => text.replace(/\D/g, '');

/** The center's phone, text and e-mail, as links (product §2 FAQ "Customer Support" and Support). */
export function ContactList() {
  return (
    <ul>
      <li>
        Call: <Link href={`tel:${digits(CONTACT.phone)}`}>{CONTACT.phone}</Link>
      </li>
      <li>
        Text: <Link href={`sms:${digits(CONTACT.textNumber)}`}>{CONTACT.textNumber}</Link>
      </li>
      <li>
        E-mail: <Link href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Link>
      </li>
    </ul>
  );
}
