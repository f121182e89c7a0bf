import styled from 'styled-components';
import { ContactList } from '../../app/ContactList.tsx';

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

/** The contact information side panel of the support page (product §2 Support). */
export function ContactPanel() {
  return (
    <Aside aria-labelledby="support-contact-heading">
      <h2 id="support-contact-heading">Contact information</h2>
      <ContactList />
    </Aside>
  );
}
