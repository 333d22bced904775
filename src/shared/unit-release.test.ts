import { describe, expect, it } from 'vitest';
import { availableOn, lockedUntil, opensOn } from './unit-release';

const none = { releaseAfterDays: null, releaseDate: null };
const afterDays = (days: number) => ({ releaseAfterDays: days, releaseDate: null });
const onDate = (date: string) => ({ releaseAfterDays: null, releaseDate: date });

/** An instant given in Argentine time. */
const at = (local: string) => new Date(`${local}-03:00`);

describe('when a unit opens', () => {
  it('opens with the enrolment when it has no rule', () => {
    expect(opensOn(none, at('2026-03-10T14:00:00'))).toBeNull();
    expect(lockedUntil(none, at('2026-03-10T14:00:00'), at('2026-03-10T14:00:01'))).toBeNull();
  });

  it('opens N days after the enrolment, at the Argentine midnight of that day', () => {
    const enrolled = at('2026-03-10T23:30:00');
    expect(opensOn(afterDays(7), enrolled)).toBe('2026-03-17');
    expect(lockedUntil(afterDays(7), enrolled, at('2026-03-16T23:59:59'))).toBe('2026-03-17');
    expect(lockedUntil(afterDays(7), enrolled, at('2026-03-17T00:00:00'))).toBeNull();
  });

  it('counts days from the Argentine day of the enrolment, not the UTC one', () => {
    // 01:00 UTC of the 11th is still the 10th in Buenos Aires.
    expect(opensOn(afterDays(1), new Date('2026-03-11T01:00:00Z'))).toBe('2026-03-11');
  });

  it('crosses months and years', () => {
    expect(opensOn(afterDays(5), at('2026-12-29T10:00:00'))).toBe('2027-01-03');
  });

  it('opens on a date at its Argentine midnight, whenever the student enrolled', () => {
    const rule = onDate('2026-12-12');
    expect(lockedUntil(rule, at('2026-01-01T10:00:00'), at('2026-12-11T23:59:00'))).toBe(
      '2026-12-12',
    );
    expect(lockedUntil(rule, at('2026-01-01T10:00:00'), new Date('2026-12-12T03:00:00Z'))).toBe(
      null,
    );
    expect(lockedUntil(rule, at('2027-01-01T10:00:00'), at('2027-01-01T10:00:00'))).toBeNull();
  });

  it('says the day as dd/mm', () => {
    expect(availableOn('2026-12-12')).toBe('Disponible el 12/12');
    expect(availableOn('2027-01-03')).toBe('Disponible el 03/01');
  });
});
