import type { purchases } from '../../db/schema';

type PurchaseRow = typeof purchases.$inferSelect;

/**
 * The one line of an invoice: what the purchase sold, by its code and its words. A bundle is one
 * item, named as the route it is; a consultation's title names it already ('Consulta: …').
 */
export function soldItem(
  purchase: Pick<PurchaseRow, 'courseId' | 'bundleId' | 'bookingId' | 'courseTitle'>,
): { code: string; description: string } {
  if (purchase.bookingId !== null) return { code: 'CONS', description: purchase.courseTitle };
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
