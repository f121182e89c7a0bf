import { PageLayout, SiteFooter, SiteHeader } from '@review-center/design-system';
import type { ReactNode } from 'react';

const contactLinks = [
  { label: 'info@reviewcenter.ph', href: 'mailto:info@reviewcenter.ph' },
  { label: '0917 123 4567', href: 'tel:+639171234567' },
];

/** The site's frame around a screen: header, main landmark, footer, as every page has them. */
export function SiteFrame({
  currentPath,
  isSignedIn = true,
  children,
}: {
  currentPath: string;
  isSignedIn?: boolean;
  children: ReactNode;
}) {
  return (
    <PageLayout
      header={<SiteHeader isSignedIn={isSignedIn} currentPath={currentPath} />}
      footer={<SiteFooter contactLinks={contactLinks}>© 2026 Review Center</SiteFooter>}
    >
      {children}
    </PageLayout>
  );
}
