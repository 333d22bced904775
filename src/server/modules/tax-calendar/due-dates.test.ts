import { expect, it } from 'vitest';
import { endOfNextMonth } from './due-dates';

it('runs this month and the next to the last day of the next', () => {
  expect(endOfNextMonth('2026-11-29')).toBe('2026-12-31');
  expect(endOfNextMonth('2026-12-01')).toBe('2027-01-31');
  expect(endOfNextMonth('2027-01-31')).toBe('2027-02-28');
  expect(endOfNextMonth('2028-01-15')).toBe('2028-02-29');
});
