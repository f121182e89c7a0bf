import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('should build the enroll path of an offering, escaping its id', () => {
    expect(paths.offeringEnroll('abc')).toBe('/offerings/abc/enroll');
    expect(paths.offeringEnroll('a/b')).toBe('/offerings/a%2Fb/enroll');
  });
});
