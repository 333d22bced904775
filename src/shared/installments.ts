// Without zod: the course page reads these.

/** The most installments MercadoPago Argentina offers a checkout. */
export const MAX_INSTALLMENTS = 24;

/** The cards a course page names beside its cuotas, as text (MercadoPago Argentina takes them). */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Naranja X', 'Cabal'];

/**
 * What a course page says about cuotas: 'Pagalo en hasta 6 cuotas', 'sin interés' only when the
 * firm absorbs the interest; nothing for a single payment.
 */
export function installmentsLine(terms: { max: number; interestFree: boolean }): string | null {
  if (terms.max <= 1) return null;
  return `Pagalo en hasta ${terms.max} cuotas${terms.interestFree ? ' sin interés' : ''}`;
}
