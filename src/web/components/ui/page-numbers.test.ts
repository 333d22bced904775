import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });

  it('keeps the first and last page and puts gaps where pages are left out', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 'gap', 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(18, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });

  it('never shows more than five numbers', () => {
    for (let page = 1; page <= 30; page += 1) {
      const numbers = pageNumbers(page, 30).filter((item) => item !== 'gap');
      expect(numbers.length).toBeLessThanOrEqual(5);
      expect(numbers).toContain(page);
    }
  });
});
