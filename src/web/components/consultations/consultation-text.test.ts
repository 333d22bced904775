import { describe, expect, it } from 'vitest';
import {
  addDays,
  argentineDay,
  consultationPrice,
  dayLabel,
  fullDayLabel,
  groupByDay,
  momentLabel,
  sameMoment,
  timeLabel,
} from './consultation-text';
import { slotRanges, stretchesFor } from './slot-ranges';

describe('how a consultation reads', () => {
  it('prices in whole pesos with the Argentine thousands, or free', () => {
    expect(consultationPrice(25000)).toBe('$\u00a025.000');
    expect(consultationPrice(1250000)).toBe('$\u00a01.250.000');
    expect(consultationPrice(9999.5)).toBe('$\u00a09.999,50');
    expect(consultationPrice(0)).toBe('Sin cargo');
  });

  it('names days and times in Argentine time, whatever the offset the instant is written in', () => {
    expect(dayLabel('2026-12-07')).toBe('lunes 7/12');
    expect(dayLabel('2026-12-12')).toBe('sábado 12/12');
    expect(fullDayLabel('2026-12-09')).toBe('miércoles 9/12/2026');
    expect(timeLabel('2026-12-07T10:00:00-03:00')).toBe('10:00');
    expect(timeLabel('2026-12-07T13:30:00.000Z')).toBe('10:30');
    // 01:00 UTC of the 8th is still the evening of the 7th in Argentina.
    expect(argentineDay('2026-12-08T01:00:00Z')).toBe('2026-12-07');
    expect(momentLabel('2026-12-07T21:00:00-03:00')).toBe('lunes 7/12 a las 21:00');
    expect(sameMoment('2026-12-07T10:00:00-03:00', '2026-12-07T13:00:00.000Z')).toBe(true);
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-25', 13)).toBe('2027-01-07');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
  });

  it('groups times by their Argentine day, in order', () => {
    const slots = [
      { start: '2026-12-07T10:00:00-03:00' },
      { start: '2026-12-07T22:30:00-03:00' },
      { start: '2026-12-09T09:00:00-03:00' },
    ];
    expect(groupByDay(slots)).toEqual([
      { day: '2026-12-07', items: [slots[0], slots[1]] },
      { day: '2026-12-09', items: [slots[2]] },
    ]);
  });
});

describe('the stretches of free times', () => {
  it('asks two weeks at a time from today', () => {
    expect(slotRanges('2026-12-07', 2)).toEqual([
      { from: '2026-12-07', to: '2026-12-20' },
      { from: '2026-12-21', to: '2027-01-03' },
    ]);
  });

  it('shows as many stretches as reach a time chosen before signing in', () => {
    expect(stretchesFor('2026-12-07', null)).toBe(1);
    expect(stretchesFor('2026-12-07', '2026-12-20T10:00:00-03:00')).toBe(1);
    expect(stretchesFor('2026-12-07', '2026-12-21T10:00:00-03:00')).toBe(2);
    expect(stretchesFor('2026-12-07', '2026-12-01T10:00:00-03:00')).toBe(1);
    expect(stretchesFor('2026-12-07', '2030-01-01T10:00:00-03:00')).toBe(9);
  });
});
