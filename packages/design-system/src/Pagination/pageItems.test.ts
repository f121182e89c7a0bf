import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems.ts';

describe('pageItems', () => {
  it('should show every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('should keep the first and last pages and the neighbours of the current one', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('should show a page rather than a gap standing for it alone', () => {
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageItems(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('should show the same number of places on every page', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageItems(page, 30)).toHaveLength(7);
  });

  it('should treat a page out of range as the nearest end', () => {
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
  });
});
