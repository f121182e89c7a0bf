import { PAGE_MESSAGES } from '@review-center/domain';
import { SupportForm } from '@review-center/forms';
import { useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '../../app/current-user.ts';
import { ContactPanel } from './ContactPanel.tsx';
import { useSendSupportTicket } from './useSendSupportTicket.ts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(14rem, 1fr);
  gap: var(--ds-space-5);
  align-items: start;

  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The support form, then the thank-you text; the contact panel beside it (product §2 Support). */
export function SupportPage() {
  const { user } = useCurrentUser();
  const { send, progress } = useSendSupportTicket();
  const [isSent, setSent] = useState(false);
  return (
    <Layout>
      <div>
        {isSent ? (
          <p role="status">{PAGE_MESSAGES.supportThanks}</p>
        ) : (
          <SupportForm
            key={user?._id ?? 'anonymous'}
            defaultValues={
              user
                ? { firstName: user.firstName, lastName: user.lastName, email: user.email, mobile: user.mobile ?? '' }
                : {}
            }
            onSubmit={async (values) => {
              await send(values);
              setSent(true);
            }}
            upload={progress}
          />
        )}
      </div>
      <ContactPanel />
    </Layout>
  );
}
