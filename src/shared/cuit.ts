const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** What the buy form and the API say of a CUIT whose digits or check digit are wrong. */
export const INVALID_CUIT_MESSAGE = 'El CUIT no es válido: revisá los 11 números.';

/** A CUIT or CUIL's eleven digits, without its hyphens, dots or spaces. */
export const cuitDigits = (text: string) => text.replace(/[\s.-]/g, '');

/** '20-12345678-6': a CUIT's 11 digits as it is written. */
export const formatCuit = (digits: string) =>
  `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;

/**
 * Whether a CUIT (or CUIL) is well formed: eleven digits whose last is the check digit of the
 * first ten (modulo 11 with the weights 5432765432; a remainder of 10 makes no valid CUIT).
 */
export function isValidCuit(text: string): boolean {
  const digits = cuitDigits(text);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[10]);
}
