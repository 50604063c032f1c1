import { describe, expect, it } from 'vitest';
import { paginationItems, PAGINATION_WINDOW } from './paginationItems';

const E = 'ellipsis' as const;

describe('paginationItems', () => {
  it('returns nothing when there are no pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -3)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
  });

  it('lists the single page', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('lists every page up to 9 pages, wherever the current page is', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    for (let current = 1; current <= 9; current++) {
      expect(paginationItems(current, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
  });

  it('windows 10 pages at the start', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 10]);
    expect(paginationItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 10]);
  });

  it('windows 10 pages in the middle and at the end', () => {
    expect(paginationItems(6, 10)).toEqual([1, E, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, E, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('windows 11 pages around a middle page with two ellipses', () => {
    expect(paginationItems(6, 11)).toEqual([1, E, 4, 5, 6, 7, 8, E, 11]);
  });

  it('windows 100 pages at the start, middle and end', () => {
    expect(paginationItems(1, 100)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 100]);
    expect(paginationItems(6, 100)).toEqual([1, E, 4, 5, 6, 7, 8, E, 100]);
    expect(paginationItems(50, 100)).toEqual([1, E, 48, 49, 50, 51, 52, E, 100]);
    expect(paginationItems(95, 100)).toEqual([1, E, 93, 94, 95, 96, 97, E, 100]);
    expect(paginationItems(96, 100)).toEqual([1, E, 94, 95, 96, 97, 98, 99, 100]);
    expect(paginationItems(100, 100)).toEqual([1, E, 94, 95, 96, 97, 98, 99, 100]);
  });

  it('clamps a current page outside 1..last', () => {
    expect(paginationItems(0, 100)).toEqual(paginationItems(1, 100));
    expect(paginationItems(500, 100)).toEqual(paginationItems(100, 100));
    expect(paginationItems(3, 2)).toEqual([1, 2]);
  });

  it('always has 9 slots with first, last and current, ascending, each gap hiding at least 2 pages', () => {
    for (const last of [10, 11, 12, 13, 20, 57, 100]) {
      for (let current = 1; current <= last; current++) {
        const items = paginationItems(current, last);
        expect(items).toHaveLength(PAGINATION_WINDOW);
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(last);
        expect(items).toContain(current);
        const numbers = items.filter((i): i is number => i !== E);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        items.forEach((item, i) => {
          if (item !== E) return;
          const before = items[i - 1];
          const after = items[i + 1];
          expect(typeof before === 'number' && typeof after === 'number' && after - before >= 3).toBe(true);
        });
      }
    }
  });
});
