import { SiteFooter as DsSiteFooter } from '@review-center/design-system';
import { dialable, socialLabel, useCenterDetails } from '../../app/center.ts';
import { paths } from '../../app/paths.ts';

const pageLinks = [
  { label: 'Announcements', href: paths.announcements },
  { label: 'Timeline', href: paths.timeline },
  { label: 'Gallery', href: paths.gallery },
  { label: 'Terms and Conditions', href: paths.termsAndConditions },
  { label: 'Privacy Policy', href: paths.privacyPolicy },
];

/**
 * The footer of every page: contact links, site links and the store badges (product §1), from the
 * center's details (decision 0046). What the center has not set is left out; the support form is
 * always a way to reach it. Demo mode's samples say so.
 */
export function SiteFooter() {
  const center = useCenterDetails();
  const name = center?.name ?? 'Review Center';
  const contactLinks = [
    ...(center?.supportEmail ? [{ label: center.supportEmail, href: `mailto:${center.supportEmail}` }] : []),
    ...(center?.supportPhone
      ? [{ label: `Call ${center.supportPhone}`, href: `tel:${dialable(center.supportPhone)}` }]
      : []),
    ...(center?.socialUrl ? [{ label: socialLabel(center.socialUrl), href: center.socialUrl }] : []),
    { label: 'Support form', href: paths.support },
  ];
  return (
    <DsSiteFooter
      contactLinks={contactLinks}
      pageLinks={pageLinks}
      pageLinksHeading={name}
      appStoreHref={center?.appStoreUrl || undefined}
      googlePlayHref={center?.googlePlayUrl || undefined}
    >
      © {name}. Reviewing Filipino teachers for the LET.
      {center?.sample ? ' Demo mode: these contact details are samples.' : null}
    </DsSiteFooter>
  );
}
