import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLinkExpired, linkToken, parseLinkToken } from './link-token.ts';

const expiry = 1_716_000_000_000;

describe('isLinkExpired', () => {
  it.each([
    [expiry - 1, false],
    [expiry, true],
    [expiry + 1, true],
  ])('should judge a link expiring at %i when now is %i', (now, expired) => {
    expect(isLinkExpired(`a1b2-c3d4-${expiry}`, now)).toBe(expired);
  });

  it.each(['', 'abc', `-${expiry}`, 'abc-', 'abc-12x', `abc-${expiry}.5`, 'abc-99999999999999999999'])(
    'should treat the malformed token %j as expired',
    (token) => {
      expect(isLinkExpired(token, 0)).toBe(true);
    },
  );
});

describe('parseLinkToken', () => {
  it('should split on the last dash, keeping dashes of the token itself', () => {
    expect(parseLinkToken(`a1b2-c3d4-${expiry}`)).toEqual({ value: 'a1b2-c3d4', expiresAt: expiry });
  });

  it('should read back any token it builds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), (value, expiresAt) => {
        expect(parseLinkToken(linkToken(value, expiresAt))).toEqual({ value, expiresAt });
      }),
    );
  });
});
