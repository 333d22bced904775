import { describe, expect, it } from 'vitest';
import { agendaDay, agendaTime } from './agenda-values';

describe("the agenda's days and times, in Argentine time", () => {
  it('heads a day with its weekday and day/month', () => {
    // 01:30 UTC of Tuesday 8/12 is still Monday 7/12 in Argentina.
    expect(agendaDay('2026-12-08T01:30:00.000Z')).toBe('lunes 7/12');
    expect(agendaTime('2026-12-08T01:30:00.000Z')).toBe('22:30');
  });
});
