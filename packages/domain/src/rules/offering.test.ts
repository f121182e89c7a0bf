import { describe, expect, it } from 'vitest';
import { offeredBranches, offeredSchedules, offeringContentLines } from './offering.ts';

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

describe('offeredBranches and offeredSchedules', () => {
  it("should offer the offering's own lists, an administrator's new name included", () => {
    const offering = { branches: ['Cebu', 'Davao'], schedules: ['Every Wednesday'] };
    expect(offeredBranches(offering)).toEqual(['Cebu', 'Davao']);
    expect(offeredSchedules(offering)).toEqual(['Every Wednesday']);
  });

  it("should offer product §9's locations and schedules when the offering has no list", () => {
    expect(offeredBranches({ branches: [] })).toEqual(['Manila', 'Cebu', 'Borongan', 'Malolos', 'Iloilo']);
    expect(offeredSchedules({})).toEqual(['Every Saturday', 'Every Sunday']);
  });
});
