import { describe, expect, it } from 'vitest';
import { agendaDay, agendaTime, fromLocalInput, localInputValue } from './agenda-values';

describe("the agenda's days and times, in Argentine time", () => {
  it('heads a day with its weekday and day/month', () => {
    // 01:30 UTC of Tuesday 8/12 is still Monday 7/12 in Argentina.
    expect(agendaDay('2026-12-08T01:30:00.000Z')).toBe('lunes 7/12');
    expect(agendaTime('2026-12-08T01:30:00.000Z')).toBe('22:30');
  });

  it('fills a datetime-local input and reads it back as the same moment', () => {
    const iso = '2026-12-07T12:00:00.000Z';
    expect(localInputValue(iso)).toBe('2026-12-07T09:00');
    expect(new Date(fromLocalInput(localInputValue(iso))).toISOString()).toBe(iso);
  });
});
