import { createHash, createHmac } from 'node:crypto';
import { sameSecret } from '../auth/secrets';

/** How long a signed address of a video's files lasts: the player asks again well before. */
export const PLAYBACK_TOKEN_MS = 10 * 60_000;

/** The hash a session is stored under, from the cookie's token: what the addresses are bound to. */
export const sessionHashOf = (cookieToken: string) =>
  createHash('sha256').update(cookieToken).digest('hex');

const signature = (sessionHash: string, videoId: string, expires: number) =>
  createHmac('sha256', sessionHash).update(`${videoId}.${expires}`).digest('base64url');

/**
 * The token of a video's addresses for one session until `expiresAt`: `<expiry>.<signature>`,
 * an HMAC keyed by the session's hash, which only that browser's cookie gives back. A copied
 * address fails in any other browser, and in this one once it expires; checking it reads no
 * database.
 */
export function playbackToken(sessionHash: string, videoId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${signature(sessionHash, videoId, expires)}`;
}

/** Whether the token was signed for this session and video, and has not expired at `now`. */
export function tokenIsValid(
  sessionHash: string,
  videoId: string,
  token: string,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  if (expires * 1000 > now.getTime() + PLAYBACK_TOKEN_MS + 60_000) return false;
  return sameSecret(match[2]!, signature(sessionHash, videoId, expires));
}
