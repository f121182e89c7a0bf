import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionToken,
  getSessionToken,
  setSessionToken,
  subscribeToSession,
  takeTokenFromUrl,
} from './session.ts';

afterEach(() => clearSessionToken());

describe('session', () => {
  it('should keep the token in the met-token cookie', () => {
    setSessionToken('abc.def');
    expect(document.cookie).toContain('met-token=abc.def');
    expect(getSessionToken()).toBe('abc.def');
  });

  it('should forget the token when cleared', () => {
    setSessionToken('abc');
    clearSessionToken();
    expect(getSessionToken()).toBeNull();
  });

  it('should tell subscribers when the session changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    setSessionToken('abc');
    clearSessionToken();
    unsubscribe();
    setSessionToken('again');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('should store a token from the query string and drop it from the address', () => {
    const next = takeTokenFromUrl(new URL('http://site.test/account?token=t0k&tab=payments#top'));
    expect(next).toBe('/account?tab=payments#top');
    expect(getSessionToken()).toBe('t0k');
  });

  it('should leave an address without a token alone', () => {
    expect(takeTokenFromUrl(new URL('http://site.test/account'))).toBeNull();
    expect(getSessionToken()).toBeNull();
  });
});
