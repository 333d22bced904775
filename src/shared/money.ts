const ars = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

/** An amount in Argentine pesos with the Argentine locale, e.g. "$ 25.000,00". */
export function formatPrice(amount: number): string {
  return ars.format(amount);
}
