import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random URL-safe token of `bytes` bytes (16 bytes = 128 bits). */
export const randomToken = (bytes = 16) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A uniformly random numeric code, zero-padded ("004217"). */
export const randomCode = (digits: number) =>
  String(randomInt(0, 10 ** digits)).padStart(digits, '0');
