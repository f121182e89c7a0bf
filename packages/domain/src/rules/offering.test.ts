import { describe, expect, it } from 'vitest';
import { offeredChoices, offeringContentLines } from './offering.ts';

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

describe('offeredChoices', () => {
  it("should offer the offering's own lists, an administrator's new name included", () => {
    const offering = { branches: ['Cebu', 'Davao'], schedules: ['Every Wednesday'] };
    expect(offeredChoices(offering)).toEqual({ branches: ['Cebu', 'Davao'], schedules: ['Every Wednesday'] });
  });

  it("should offer product §9's locations and schedules for a list the offering has none of", () => {
    expect(offeredChoices({ branches: [], schedules: ['Every Wednesday'] })).toEqual({
      branches: ['Manila', 'Cebu', 'Borongan', 'Malolos', 'Iloilo'],
      schedules: ['Every Wednesday'],
    });
    expect(offeredChoices({ branches: ['Cebu'] }).schedules).toEqual(['Every Saturday', 'Every Sunday']);
  });
});
