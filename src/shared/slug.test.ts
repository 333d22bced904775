import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, toSlug } from './slug';

describe('toSlug', () => {
  it('writes a title as lower-case words without accents, joined by hyphens', () => {
    expect(toSlug('Impuesto a las Ganancias: personas humanas')).toBe(
      'impuesto-a-las-ganancias-personas-humanas',
    );
    expect(toSlug('Año fiscal ñandú')).toBe('ano-fiscal-nandu');
    expect(toSlug('¿?¡!')).toBe('curso');
  });

  it('cuts a long title at a word, short enough for a course address', () => {
    const title = `Liquidación de sueldos ${'y cargas sociales '.repeat(8)}`.slice(0, 120);
    const slug = toSlug(title);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^liquidacion-de-sueldos-y-cargas-sociales(-[a-z]+)*$/);
    expect(toSlug('x'.repeat(120))).toBe('x'.repeat(MAX_SLUG_LENGTH));
  });
});
