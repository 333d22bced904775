import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: a code read aloud on the phone or copied by hand stays right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A request code such as 'ARR-7K4QX2MZ': the prefix says which kind of request it is. */
export function requestCode(kind: 'arrepentimiento' | 'baja'): string {
  const prefix = kind === 'arrepentimiento' ? 'ARR' : 'BAJ';
  const body = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${body}`;
}
