import { describe, expect, it } from 'vitest';
import { cardAction } from './card-action';

const at = (percent: number) => ({ percent }) as Parameters<typeof cardAction>[1];

describe("a course card's action", () => {
  it("says 'Empezar' for an owned course not begun, with or without its progress yet", () => {
    expect(cardAction(true, at(0))).toBe('Empezar');
    expect(cardAction(true, undefined)).toBe('Empezar');
  });

  it("says 'Seguir' under way, and 'Ver curso' once finished or when not owned", () => {
    expect(cardAction(true, at(40))).toBe('Seguir');
    expect(cardAction(true, at(100))).toBe('Ver curso');
    expect(cardAction(false, undefined)).toBe('Ver curso');
  });
});
