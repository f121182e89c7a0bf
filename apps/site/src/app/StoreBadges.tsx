import { StoreBadge } from '@review-center/design-system';
import styled from 'styled-components';
import { APP_STORES } from './contact.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Badges for the Apple and Google app stores (spec §1), as the footer draws them. */
export function StoreBadges() {
  return (
    <List aria-label="Get the mobile app">
      <li>
        <StoreBadge store="app-store" href={APP_STORES[0].href} />
      </li>
      <li>
        <StoreBadge store="google-play" href={APP_STORES[1].href} />
      </li>
    </List>
  );
}
