import { describe, expect, it } from 'vitest';
import { soldItem, soldQuantity } from './sold-item';

const none = { courseId: null, bundleId: null, bookingId: null, planSubscriptionId: null };

describe("an invoice's line", () => {
  it("names a month of the 'Plan Contador' as every video course", () => {
    expect(
      soldItem({
        ...none,
        planSubscriptionId: 'a1',
        courseTitle: 'Plan Contador: suscripción mensual',
      }),
    ).toEqual({
      code: 'PLAN',
      description: 'Plan Contador: suscripción mensual (todos los cursos en video)',
    });
  });

  it('names a course as a video course, by its id', () => {
    expect(soldItem({ ...none, courseId: 7, courseTitle: 'Monotributo práctico' })).toEqual({
      code: '7',
      description: 'Curso en video: Monotributo práctico',
    });
  });

  it('names a bundle as one item, the route', () => {
    expect(soldItem({ ...none, bundleId: 3, courseTitle: 'Ruta del monotributista' })).toEqual({
      code: 'R3',
      description: 'Ruta de aprendizaje (cursos en video): Ruta del monotributista',
    });
  });

  it('names a consultation by its own title, not as a video course', () => {
    const consultation = soldItem({
      ...none,
      bookingId: '5f1c2a9e-7b7d-4c1e-9f57-3e2b8d9a0c11',
      courseTitle: 'Consulta: Monotributo',
    });
    expect(consultation.description).toBe('Consulta: Monotributo');
  });

  it("counts a company's seats as the line's quantity, one otherwise", () => {
    expect(soldQuantity({ seats: 5 })).toBe(5);
    expect(soldQuantity({ seats: null })).toBe(1);
  });
});
