import { afterEach, describe, expect, it } from 'vitest';
import { requireSession } from './require-session.ts';
import { clearSessionToken, getSessionToken, setSessionToken } from './session.ts';

const at = (address: string) => ({ request: new Request(`http://localhost${address}`) });

describe('requireSession', () => {
  afterEach(() => clearSessionToken());

  it('should send a visitor without a session to /login, remembering where they were going', () => {
    const response = requireSession(at('/account?tab=payments'));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/login?next=%2Faccount%3Ftab%3Dpayments');
  });

  it('should let a visitor with a session through', () => {
    setSessionToken('abc');
    expect(requireSession(at('/enrollments/e1'))).toBeNull();
  });

  it('should store a token from the query string and redirect to the same address without it', () => {
    const response = requireSession(at('/account?tab=payments&token=t0k3n#top'));
    expect(getSessionToken()).toBe('t0k3n');
    expect(response?.headers.get('Location')).toBe('/account?tab=payments#top');
  });
});
