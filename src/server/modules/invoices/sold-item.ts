import type { purchases } from '../../db/schema';

type PurchaseRow = typeof purchases.$inferSelect;

/**
 * The one line of an invoice: what the purchase sold, by its code and its words. A bundle is one
 * item, named as the route it is; a consultation's title names it already ('Consulta: …'), and a
 * month of the 'Plan Contador' is one month of every course.
 */
export function soldItem(
  purchase: Pick<
    PurchaseRow,
    'courseId' | 'bundleId' | 'bookingId' | 'planSubscriptionId' | 'courseTitle'
  >,
): { code: string; description: string } {
  if (purchase.bookingId !== null) return { code: 'CONS', description: purchase.courseTitle };
  if (purchase.planSubscriptionId !== null) {
    return { code: 'PLAN', description: `${purchase.courseTitle} (todos los cursos en video)` };
  }
  if (purchase.bundleId !== null) {
    return {
      code: `R${purchase.bundleId}`,
      description: `Ruta de aprendizaje (cursos en video): ${purchase.courseTitle}`,
    };
  }
  return {
    code: String(purchase.courseId ?? '—'),
    description: `Curso en video: ${purchase.courseTitle}`,
  };
}

/** How many of the line were sold: a company's seats (decision 0051), else one. */
export const soldQuantity = (purchase: Pick<PurchaseRow, 'seats'>): number => purchase.seats ?? 1;
