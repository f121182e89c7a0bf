import { describe, expect, it } from 'vitest';
import { contentLines } from './OfferingCard.tsx';

describe('OfferingCard', () => {
  it.each([
    ['One\nTwo', ['One', 'Two']],
    ['One\r\nTwo\r\n', ['One', 'Two']],
    ['  One  \n\n\nTwo', ['One', 'Two']],
    ['', []],
  ])('should split %j into its bullet lines', (content, expected) => {
    expect(contentLines(content)).toEqual(expected);
  });
});
