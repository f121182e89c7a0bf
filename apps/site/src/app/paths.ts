/** Every route of spec §2, in one place, so links and the router cannot disagree. */
export const paths = {
  root: '/',
  home: '/home',
  aboutUs: '/about-us',
  offerings: '/offerings',
  offeringEnroll: (offeringId: string) => `/offerings/${encodeURIComponent(offeringId)}/enroll`,
  lecturers: '/lecturers',
  support: '/support',
  faq: '/faq',
  login: '/login',
  account: '/account',
} as const;
