import { StoreBadge } from '@review-center/design-system';
import { useCenterDetails } from './center.ts';
import { InlineList } from './InlineList.ts';

/** Badges for the Apple and Google app stores (product §1), those the center has linked (decision 0046). */
export function StoreBadges() {
  const center = useCenterDetails();
  if (!center?.appStoreUrl && !center?.googlePlayUrl) return null;
  return (
    <InlineList aria-label="Get the mobile app">
      {center.appStoreUrl ? (
        <li>
          <StoreBadge store="app-store" href={center.appStoreUrl} />
        </li>
      ) : null}
      {center.googlePlayUrl ? (
        <li>
          <StoreBadge store="google-play" href={center.googlePlayUrl} />
        </li>
      ) : null}
    </InlineList>
  );
}
