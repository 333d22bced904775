import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token of `bytes` bytes (16 bytes = 128 bits). */
export const randomToken = (bytes = 16) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new e-mailed link's secret, and the hash of it that is stored (never the secret itself). */
export function newLinkSecret(): { token: string; hash: string } {
  const token = randomToken(32);
  return { token, hash: sha256(token) };
}

/** A uniformly random numeric code, zero-padded ("004217"). */
export const randomCode = (digits: number) =>
  String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** Whether two secrets (or their hashes) are equal, in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
