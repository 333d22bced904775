import { describe, expect, it } from 'vitest';
import { addMonth } from '../../../shared/calendar-days';
import { graceEnd, opensCourses } from './access';
import { periodPaidBy } from './charge-sync';
import type { SubscriptionRow } from './store';

const at = (iso: string) => new Date(iso);
const subscription = (fields: Partial<SubscriptionRow>) =>
  ({ status: 'active', paidUntil: null, authorizedAt: null, ...fields }) as SubscriptionRow;

describe('a month of the plan', () => {
  it('ends on the same Argentine day and hour a month later, the 31st on the last day', () => {
    expect(addMonth(at('2026-11-15T13:00:00-03:00'))).toEqual(at('2026-12-15T13:00:00-03:00'));
    expect(addMonth(at('2026-01-31T10:00:00-03:00'))).toEqual(at('2026-02-28T10:00:00-03:00'));
    expect(addMonth(at('2026-12-31T23:30:00-03:00'))).toEqual(at('2027-01-31T23:30:00-03:00'));
    // 22:00 in Buenos Aires on the 30th is already the 1st in UTC: the Argentine day counts.
    expect(addMonth(at('2026-04-30T22:00:00-03:00'))).toEqual(at('2026-05-30T22:00:00-03:00'));
  });

  it('follows the last period when paid on time or within the grace, and starts afresh after', () => {
    const paidUntil = at('2026-12-10T12:00:00-03:00');
    const running = subscription({ paidUntil });
    expect(periodPaidBy(running, at('2026-12-10T09:00:00-03:00'))).toEqual(
      at('2027-01-10T12:00:00-03:00'),
    );
    expect(periodPaidBy(running, at('2026-12-14T09:00:00-03:00'))).toEqual(
      at('2027-01-10T12:00:00-03:00'),
    );
    expect(periodPaidBy(running, at('2026-12-20T09:00:00-03:00'))).toEqual(
      at('2027-01-20T09:00:00-03:00'),
    );
    expect(periodPaidBy(subscription({}), at('2026-12-01T08:00:00-03:00'))).toEqual(
      at('2027-01-01T08:00:00-03:00'),
    );
  });
});

describe('access through the plan', () => {
  const now = at('2026-12-12T12:00:00-03:00');

  it('lasts five days of grace past the period paid while active', () => {
    const paid = subscription({ paidUntil: at('2026-12-10T12:00:00-03:00') });
    expect(graceEnd(paid)).toEqual(at('2026-12-15T12:00:00-03:00'));
    expect(opensCourses(paid, now)).toBe(true);
    expect(opensCourses(paid, at('2026-12-15T12:00:01-03:00'))).toBe(false);
  });

  it('counts the grace from the authorization before the first payment', () => {
    const authorized = subscription({ authorizedAt: at('2026-12-09T12:00:00-03:00') });
    expect(graceEnd(authorized)).toEqual(at('2026-12-14T12:00:00-03:00'));
  });

  it('lasts exactly to the end of the period once cancelled, and never when paused', () => {
    const paidUntil = at('2026-12-13T12:00:00-03:00');
    expect(opensCourses(subscription({ status: 'cancelled', paidUntil }), now)).toBe(true);
    expect(
      opensCourses(
        subscription({ status: 'cancelled', paidUntil }),
        at('2026-12-13T12:00:01-03:00'),
      ),
    ).toBe(false);
    expect(opensCourses(subscription({ status: 'paused', paidUntil }), now)).toBe(false);
    expect(opensCourses(subscription({ status: 'pending' }), now)).toBe(false);
  });
});
