/*
 * Written out by hand rather than with Intl.NumberFormat: a page's first use of Intl loads the
 * browser's locale data, ~25 ms of main thread on a laptop and four times that on a phone,
 * in the middle of the first render; and the server and every browser print the same text.
 * `money.test.ts` checks it against Intl.
 */

/** An amount rounded to the cent, whatever floating point additions and divisions left. */
export const roundToCents = (amount: number) => Math.round(amount * 100) / 100;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** An amount in Argentine pesos with the Argentine locale, e.g. "$ 25.000,00". */
export function formatPrice(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const pesos = Math.floor(cents / 100)
    .toString()
    .replace(THOUSANDS, '.');
  const centavos = String(cents % 100).padStart(2, '0');
  return `${amount < 0 && cents > 0 ? '-' : ''}$\u00a0${pesos},${centavos}`;
}
