import { describe, expect, it } from 'vitest';
import {
  ARREPENTIMIENTO_FRAMES,
  BAJA_FRAMES,
  confirmFrame,
  PLAN_BAJA_FRAMES,
} from './confirm-frames';

describe.each([
  ['arrepentimiento', ARREPENTIMIENTO_FRAMES],
  ['baja', BAJA_FRAMES],
  ['plan baja', PLAN_BAJA_FRAMES],
])('the %s confirmation page', (_name, frames) => {
  it("asks for the step before it is done ('Falta un paso')", () => {
    expect(confirmFrame(frames, false).title).toMatch(/^Confirmá /);
    expect(confirmFrame(frames, false).lead).toContain('Falta un paso');
  });

  it("says it is done once confirmed, and no longer 'Falta un paso'", () => {
    const done = confirmFrame(frames, true);
    expect(done.title).toMatch(/^Confirmaste /);
    expect(`${done.title} ${done.lead} ${done.pointsTitle}`).not.toMatch(/Falta|Confirmá /);
  });
});
