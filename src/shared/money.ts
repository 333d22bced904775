/*
 * Written out by hand rather than with Intl.NumberFormat: a page's first use of Intl loads the
 * browser's locale data, ~25 ms of main thread on a laptop and four times that on a phone,
 * in the middle of the first render; and the server and every browser print the same text.
 * `money.test.ts` checks it against Intl.
 */

/** An amount rounded to the cent, whatever floating point additions and divisions left. */
export const roundToCents = (amount: number) => Math.round(amount * 100) / 100;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A whole number with Argentine thousands, e.g. "20.000". */
export const formatWhole = (whole: number) => Math.trunc(whole).toString().replace(THOUSANDS, '.');

/** An amount in Argentine pesos with the Argentine locale, e.g. "$ 25.000,00". */
export function formatPrice(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const pesos = formatWhole(Math.floor(cents / 100));
  const centavos = String(cents % 100).padStart(2, '0');
  return `${amount < 0 && cents > 0 ? '-' : ''}$\u00a0${pesos},${centavos}`;
}

const ARGENTINE_AMOUNT = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/;
const PLAIN_AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * An amount as a person types it: Argentine ('10.277.988,13', '2500,5'), plain ('10277988.13')
 * or with '$' and spaces; null when it is not one. A single dot followed by three digits is a
 * thousands separator ('1.500' is 1500), as people write pesos here.
 */
export function parseAmount(typed: string): number | null {
  const text = typed.replace(/[$\s\u00a0]/g, '');
  if (ARGENTINE_AMOUNT.test(text)) return Number(text.replaceAll('.', '').replace(',', '.'));
  if (PLAIN_AMOUNT.test(text)) return Number(text);
  return null;
}

/**
 * Whether an amount has at most two decimals. Not `Math.round(x * 100) === x * 100`: in floating
 * point 1.13 × 100 is 112.99999999999999, which refused prices such as $ 1,13.
 */
export const hasAtMostCents = (amount: number) => roundToCents(amount) === amount;
