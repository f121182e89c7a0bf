import { Link } from '@review-center/design-system';
import styled from 'styled-components';
import { CONTACT } from '../../app/contact.ts';

const Aside = styled.aside`
  padding: var(--ds-space-4);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface-muted);

  h2 {
    margin: 0 0 var(--ds-space-2);
  }
  ul {
    display: grid;
    gap: var(--ds-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The contact information side panel of the support page (spec §2 Support). */
export function ContactPanel() {
  return (
    <Aside aria-labelledby="support-contact-heading">
      <h2 id="support-contact-heading">Contact information</h2>
      <ul>
        <li>
          Call: <Link href={`tel:${CONTACT.phone.replace(/\D/g, '')}`}>{CONTACT.phone}</Link>
        </li>
        <li>
          Text: <Link href={`sms:${CONTACT.textNumber.replace(/\D/g, '')}`}>{CONTACT.textNumber}</Link>
        </li>
        <li>
          E-mail: <Link href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Link>
        </li>
      </ul>
    </Aside>
  );
}
