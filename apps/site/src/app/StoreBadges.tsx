import { StoreBadge } from '@review-center/design-system';
import { APP_STORES } from './contact.ts';
import { InlineList } from './InlineList.ts';

/** Badges for the Apple and Google app stores (product §1), as the footer draws them. */
export function StoreBadges() {
  return (
    <InlineList aria-label="Get the mobile app">
      <li>
        <StoreBadge store="app-store" href={APP_STORES[0].href} />
      </li>
      <li>
        <StoreBadge store="google-play" href={APP_STORES[1].href} />
      </li>
    </InlineList>
  );
}
