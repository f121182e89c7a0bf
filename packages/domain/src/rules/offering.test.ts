import { describe, expect, it } from 'vitest';
import { offeringContentLines } from './offering.ts';

describe('offeringContentLines', () => {
  it.each([
    ['One\nTwo', ['One', 'Two']],
    ['One\r\nTwo\r\n', ['One', 'Two']],
    ['  One  \n\n\nTwo', ['One', 'Two']],
    ['\n \t\n', []],
    ['', []],
    ['Only line', ['Only line']],
  ])('should split %j into its bullet lines', (content, expected) => {
    expect(offeringContentLines(content)).toEqual(expected);
  });
});
