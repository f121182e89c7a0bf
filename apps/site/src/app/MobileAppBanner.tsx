import { TERMS_OF_USE } from '@review-center/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { StoreBadges } from './StoreBadges.tsx';

const Section = styled.section`
  display: grid;
  gap: var(--ds-space-3);
  margin-block: var(--ds-space-6);
  padding: var(--ds-space-5);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface-muted);

  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** The mobile app teaser with the store badges (product §2 Home and Offerings, §1 terms). */
export function MobileAppBanner() {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Review anywhere with the mobile app</h2>
      <p>
        Take your lessons and mock exams on your phone. The app is a one-time payment of ₱
        {TERMS_OF_USE.mobileAppFeePesos.toLocaleString('en-US')}.
      </p>
      <StoreBadges />
    </Section>
  );
}
