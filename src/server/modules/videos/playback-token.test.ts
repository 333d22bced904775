import { describe, expect, it } from 'vitest';
import { PLAYBACK_TOKEN_MS, playbackToken, sessionHashOf, tokenIsValid } from './playback-token';

const VIDEO = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const OTHER_VIDEO = '4a2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const now = new Date('2026-11-29T12:00:00Z');
const session = sessionHashOf('cookie-de-la-alumna');
const token = playbackToken(session, VIDEO, new Date(now.getTime() + PLAYBACK_TOKEN_MS));

describe('signed video addresses', () => {
  it('open for the session and video they were signed for, until they expire', () => {
    expect(tokenIsValid(session, VIDEO, token, now)).toBe(true);
    expect(tokenIsValid(session, VIDEO, token, new Date(now.getTime() + 9 * 60_000))).toBe(true);
    expect(tokenIsValid(session, VIDEO, token, new Date(now.getTime() + 10 * 60_000))).toBe(false);
  });

  it('refuse another session (a copied address), another video and a tampered token', () => {
    expect(tokenIsValid(sessionHashOf('otra-cookie'), VIDEO, token, now)).toBe(false);
    expect(tokenIsValid(session, OTHER_VIDEO, token, now)).toBe(false);
    const [expiry, mac] = token.split('.') as [string, string];
    const later = `${Number(expiry) + 3600}.${mac}`;
    expect(tokenIsValid(session, VIDEO, later, now)).toBe(false);
    const flipped = `${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(tokenIsValid(session, VIDEO, flipped, now)).toBe(false);
    expect(tokenIsValid(session, VIDEO, 'basura', now)).toBe(false);
  });

  it('refuse a token that claims to last longer than an address ever does', () => {
    const far = playbackToken(session, VIDEO, new Date(now.getTime() + 24 * 3_600_000));
    expect(tokenIsValid(session, VIDEO, far, now)).toBe(false);
  });
});
