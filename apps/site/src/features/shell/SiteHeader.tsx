import { SiteHeader as DsSiteHeader } from '@review-center/design-system';
import { useLocation } from 'react-router-dom';

export interface SiteHeaderProps {
  /** Whether the met-token cookie exists: Account instead of Login (product §2, §4). */
  hasSession: boolean;
  /** /users/me is in flight: the account slot shows a spinner (product §2 "Application start"). */
  isLoadingUser: boolean;
}

/** The design-system header, fed with the router's location and the session (product §2). */
export function SiteHeader({ hasSession, isLoadingUser }: SiteHeaderProps) {
  const { pathname } = useLocation();
  return (
    <DsSiteHeader
      isSignedIn={hasSession}
      isAccountLoading={isLoadingUser}
      currentPath={pathname}
      labels={{ about: 'About Us' }}
    />
  );
}
