import type { PurchaseSummary } from '../../../shared/responses/payments';

/**
 * What 'Mis cursos' says when it lists nothing: why the course a buyer had is gone (the newest
 * purchase refunded or withdrawn), or the way to a first course.
 */
export function emptyCoursesText(purchases: readonly PurchaseSummary[] | undefined): string {
  const undone = purchases?.find(
    (purchase) =>
      !purchase.duplicate && (purchase.status === 'refunded' || purchase.status === 'withdrawn'),
  );
  if (undone?.status === 'refunded') {
    return `Reintegramos tu compra de «${undone.course.title}»: el curso ya no está en tu cuenta. El detalle está en Mis compras.`;
  }
  if (undone?.status === 'withdrawn') {
    return `Cancelamos tu compra de «${undone.course.title}»: el curso ya no está en tu cuenta. Como lo pagó un cupón, no había nada que reintegrar.`;
  }
  return 'Todavía no tenés ningún curso. Elegí el primero en el catálogo.';
}
