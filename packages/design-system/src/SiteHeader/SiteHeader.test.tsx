import { describe, expect, it } from 'vitest';
import { siteHeaderLinks } from './siteHeaderLinks.ts';

describe('siteHeaderLinks', () => {
  it.each([
    [false, '/login', 'Login'],
    [true, '/account', 'Account'],
  ])('should list the spec links in order, ending with %s → %s', (isSignedIn, lastHref, lastLabel) => {
    const links = siteHeaderLinks(isSignedIn);
    expect(links.map((l) => l.href)).toEqual([
      '/home',
      '/about-us',
      '/offerings',
      '/lecturers',
      '/support',
      '/faq',
      lastHref,
    ]);
    expect(links.at(-1)?.label).toBe(lastLabel);
  });
});
