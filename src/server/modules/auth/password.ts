import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createHashPool, HASH_THREADS } from './hash-pool';

/** How costly a new hash is: the configuration's PASSWORD_HASH_COST. */
export type PasswordHashCost = 'owasp' | 'minimal';

const PARAMS: Record<PasswordHashCost, { N: number; r: number; p: number }> = {
  // OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB of memory per hash).
  owasp: { N: 2 ** 17, r: 8, p: 1 },
  // For test runs only (the configuration refuses it in production): every test person would
  // otherwise cost two production hashes.
  minimal: { N: 2 ** 4, r: 8, p: 1 },
};
const KEY_LENGTH = 64;

const pool = createHashPool(HASH_THREADS);

/** How many hashes run at once; the rest queue in order (decision 0007). */
export const MAX_CONCURRENT_HASHES = pool.size;

/** Hashes running now (for tests and diagnostics). */
export const hashesRunning = () => pool.running();

const scrypt = (password: string, salt: Buffer, params: { N: number; r: number; p: number }) =>
  pool.run({ password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, params });

/** A self-describing hash: `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  const salt = randomBytes(16);
  const params = PARAMS[cost];
  const key = await scrypt(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
