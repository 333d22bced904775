import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format-date';
import { arrepentimientoDeadline } from './window';

describe('the 10-day arrepentimiento window', () => {
  it('ends with the tenth calendar day after the purchase, in Argentine time', () => {
    // Bought on 20/11 at 23:30 in Buenos Aires (02:30 UTC on the 21st): day 0 is the 20th.
    const deadline = arrepentimientoDeadline(new Date('2026-11-21T02:30:00Z'));
    expect(deadline.toISOString()).toBe('2026-12-01T02:59:59.999Z');
    expect(formatDate(deadline)).toBe('30/11/2026');
    expect(formatDate(new Date(deadline.getTime() + 1))).toBe('01/12/2026');
  });
});
