import { describe, expect, it } from 'vitest';
import { buyPath } from '../../components/course/course-paths';
import { itemAddressed } from './buy-item';

describe('the item a buy page address names', () => {
  it('is the course of ?id= or the bundle of ?bundle=, with the slug', () => {
    expect(itemAddressed(new URLSearchParams('id=3&slug=iva'))).toEqual({
      kind: 'course',
      id: 3,
      slug: 'iva',
    });
    expect(itemAddressed(new URLSearchParams('bundle=2&slug=ruta'))).toEqual({
      kind: 'bundle',
      id: 2,
      slug: 'ruta',
    });
  });

  it('reads back the address buyPath writes', () => {
    for (const item of [
      { kind: 'course', id: 5, slug: 'sueldos' },
      { kind: 'bundle', id: 7, slug: 'ruta-impuestos' },
    ] as const) {
      expect(itemAddressed(new URL(buyPath(item), 'http://x').searchParams)).toEqual(item);
    }
  });

  it('names no valid id when the address has none', () => {
    expect(itemAddressed(new URLSearchParams('')).id).toBe(0);
    expect(Number.isNaN(itemAddressed(new URLSearchParams('bundle=abc')).id)).toBe(true);
  });
});
