import { PageLayout, ToastRegion } from '@review-center/design-system';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import styled from 'styled-components';
import { useApplicationStart } from '../../app/current-user.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * React Aria resolves every link's href through this; only the app's own paths go through the
 * router (mailto:, tel: and other sites stay as written).
 */
function useLinkHref(href: string): string {
  const isAppPath = href.startsWith('/');
  const resolved = useHref(isAppPath ? href : '/');
  return isAppPath ? resolved : href;
}

/**
 * The page's area fills the first screen, so the footer starts below it on every page. A page
 * whose content arrives after its first paint (the account, the enrollment wizard, the exam: their
 * data and later steps load in the browser) then never pushes a footer the reviewee can see: that
 * push was nearly all of their layout shift (decision 0056). `svh`, the viewport with the
 * browser's bars shown, does not change as a phone's address bar slides away.
 */
const PageArea = styled.div`
  min-block-size: 100vh;
  min-block-size: 100svh;

  /* On paper nothing loads late, and a page's worth of height would print a blank page. */
  @media print {
    min-block-size: auto;
  }
`;

/**
 * Every page's frame: header, the page, footer and the top-right notifications (product §2 "Header
 * and shell", product §8). React Aria's links navigate through the router. The page's own content is
 * never hidden while the current user loads: the header's account slot shows the spinner
 * (docs/decisions/0006-app-start.md).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { hasSession, isLoading } = useApplicationStart();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      {/* The layout gives the skip link and the page's one <main>; pages render inside it. */}
      <PageLayout header={<SiteHeader hasSession={hasSession} isLoadingUser={isLoading} />} footer={<SiteFooter />}>
        <PageArea>
          <Outlet />
        </PageArea>
      </PageLayout>
      <ToastRegion />
    </RouterProvider>
  );
}
