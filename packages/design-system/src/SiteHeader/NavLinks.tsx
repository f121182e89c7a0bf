import { Link as AriaLink } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { NavList } from './SiteHeader.styles.ts';

/** One navigation entry. */
export interface SiteNavLink {
  /** Where it goes; passed to React Aria's Link, so the app's RouterProvider handles it. */
  href: string;
  /** The visible text. */
  label: string;
}

export interface NavLinksProps {
  links: SiteNavLink[];
  currentPath?: string;
  layout: 'row' | 'column';
  onNavigate?: () => void;
  /** When set, the last slot (Account or Login) shows a spinner with this name. */
  accountLoadingLabel?: string | undefined;
}

/** The header's links, in a row (wide screens) or a column (the menu). */
export function NavLinks({ links, currentPath, layout, onNavigate, accountLoadingLabel }: NavLinksProps) {
  return (
    <NavList data-layout={layout}>
      {links.map((link, index) => (
        <li key={link.href}>
          {accountLoadingLabel && index === links.length - 1 ? (
            <Spinner label={accountLoadingLabel} />
          ) : (
            <AriaLink
              href={link.href}
              aria-current={currentPath === link.href ? 'page' : undefined}
              // The last link (Account or Login) is the call to action.
              data-variant={index === links.length - 1 ? 'cta' : undefined}
              onPress={onNavigate}
            >
              {link.label}
            </AriaLink>
          )}
        </li>
      ))}
    </NavList>
  );
}
