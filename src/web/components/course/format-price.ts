const priceFormat = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

/** A price in Argentine pesos with the Argentine locale, e.g. "$ 25.000,00". */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}
