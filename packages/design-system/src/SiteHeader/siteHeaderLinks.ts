import type { SiteNavLink } from './NavLinks.tsx';

/** The labels of the spec's header links (product §2, Header and shell), in order. */
export interface SiteHeaderLabels {
  home: string;
  about: string;
  offerings: string;
  lecturers: string;
  support: string;
  faq: string;
  account: string;
  login: string;
  /** Text of the button that opens the menu on narrow screens. */
  menu: string;
  /** Accessible name of the spinner shown while the account loads. */
  accountLoading: string;
  /** Accessible name of the navigation landmark. */
  navigation: string;
}

export const defaultSiteHeaderLabels: SiteHeaderLabels = {
  home: 'Home',
  about: 'About',
  offerings: 'Offerings',
  lecturers: 'Lecturers',
  support: 'Support',
  faq: 'FAQ',
  account: 'Account',
  login: 'Login',
  menu: 'Menu',
  accountLoading: 'Loading your account',
  navigation: 'Main',
};

/** The header's links in the spec's order: the last is Account when signed in, else Login. */
export function siteHeaderLinks(
  isSignedIn: boolean,
  labels: SiteHeaderLabels = defaultSiteHeaderLabels,
): SiteNavLink[] {
  return [
    { href: '/home', label: labels.home },
    { href: '/about-us', label: labels.about },
    { href: '/offerings', label: labels.offerings },
    { href: '/lecturers', label: labels.lecturers },
    { href: '/support', label: labels.support },
    { href: '/faq', label: labels.faq },
    isSignedIn ? { href: '/account', label: labels.account } : { href: '/login', label: labels.login },
  ];
}
