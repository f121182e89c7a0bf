import { Outlet } from 'react-router-dom';
import { mayUse, refusalOf, type ConsolePage, type Resource } from './registry.tsx';
import { useStaffUser } from './staff-user.ts';

/**
 * Stands before every console page (decision 0060): a role the page's calls refuse sees the
 * area's name and who may use it, and nothing of the page, so no form opens that Save would
 * refuse. The server checks every call again.
 */
export function RoleGuard({ resource, page }: { resource: Resource; page: ConsolePage }) {
  const me = useStaffUser();
  if (!mayUse(me.role, page)) {
    return (
      <>
        <h1>{resource.label}</h1>
        <p role="alert">{refusalOf(resource, page)}</p>
      </>
    );
  }
  return <Outlet context={me} />;
}
