import { describe, expect, it } from 'vitest';
import type { PurchaseSummary } from '../../../shared/responses/payments';
import { emptyCoursesText } from './empty-courses-text';

const purchase = (status: PurchaseSummary['status'], title: string, duplicate = false) =>
  ({ status, duplicate, course: { id: 1, slug: 'curso', title } }) as PurchaseSummary;

describe("'Mis cursos' with nothing in it", () => {
  it('says the refund of the course the buyer had, not an oops', () => {
    const text = emptyCoursesText([
      purchase('pending', 'Sueldos y cargas sociales'),
      purchase('refunded', 'Monotributo de cero a experto'),
    ]);
    expect(text).toBe(
      'Reintegramos tu compra de «Monotributo de cero a experto»: el curso ya no está en tu cuenta. El detalle está en Mis compras.',
    );
  });

  it('says a purchase a coupon paid in full was cancelled with nothing to give back', () => {
    expect(emptyCoursesText([purchase('withdrawn', 'Régimen de monotributo')])).toContain(
      'Cancelamos tu compra de «Régimen de monotributo»',
    );
  });

  it('leads someone who never had a course to the catalogue', () => {
    const first = 'Todavía no tenés ningún curso. Elegí el primero en el catálogo.';
    expect(emptyCoursesText(undefined)).toBe(first);
    expect(emptyCoursesText([purchase('refunded', 'Duplicada', true)])).toBe(first);
  });
});
