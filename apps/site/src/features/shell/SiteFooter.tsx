import { SiteFooter as DsSiteFooter } from '@review-center/design-system';
import { APP_STORES, CONTACT } from '../../app/contact.ts';
import { paths } from '../../app/paths.ts';

const contactLinks = [
  { label: CONTACT.supportEmail, href: `mailto:${CONTACT.supportEmail}` },
  { label: `Call ${CONTACT.phone}`, href: `tel:${CONTACT.phone.replace(/\D/g, '')}` },
  { label: 'Facebook page', href: CONTACT.facebook },
];

const pageLinks = [
  { label: 'Announcements', href: paths.announcements },
  { label: 'Timeline', href: paths.timeline },
  { label: 'Gallery', href: paths.gallery },
  { label: 'Terms and Conditions', href: paths.termsAndConditions },
  { label: 'Privacy Policy', href: paths.privacyPolicy },
];

/** The footer of every page: contact links, site links and the store badges (product §1). */
export function SiteFooter() {
  return (
    <DsSiteFooter
      contactLinks={contactLinks}
      pageLinks={pageLinks}
      pageLinksHeading="Review Center"
      appStoreHref={APP_STORES[0].href}
      googlePlayHref={APP_STORES[1].href}
    >
      © Review Center. Reviewing Filipino teachers for the LET.
    </DsSiteFooter>
  );
}
