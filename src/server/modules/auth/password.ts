import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

// OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB of memory per hash).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/**
 * How many hashes run at once. Each holds one of libuv's four threads and 128 MiB for about a
 * second; the rest of the server (compression, files, DNS) needs those threads too, so a burst
 * of logins or wrong passwords queues here instead of starving everything else.
 */
export const MAX_CONCURRENT_HASHES = 2;
let hashing = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < MAX_CONCURRENT_HASHES) hashing += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

/** Hashes running now (for tests and diagnostics). */
export const hashesRunning = () => hashing;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** A self-describing hash: `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
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
