import { describe, expect, it } from 'vitest';
import { renewalDelay, tokenOf, withToken } from './signed-address';

const MASTER =
  '/api/videos/3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b/t/1796000000.abc_DEF-1/master.m3u8';

describe('signed video addresses in the player', () => {
  it('swap the token of any file of the video for a fresh one', () => {
    expect(tokenOf(MASTER)).toBe('1796000000.abc_DEF-1');
    const segment = MASTER.replace('master.m3u8', '720p/segment-0004.ts');
    expect(withToken(segment, '1796000600.xyz')).toBe(
      '/api/videos/3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b/t/1796000600.xyz/720p/segment-0004.ts',
    );
    expect(tokenOf('/api/videos/x/key')).toBeNull();
    expect(withToken('/api/videos/x/key', 'nuevo')).toBe('/api/videos/x/key');
  });

  it('are renewed three minutes before they expire, and never in a busy loop', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(renewalDelay('2026-11-29T12:10:00Z', now)).toBe(7 * 60_000);
    expect(renewalDelay('2026-11-29T12:01:00Z', now)).toBe(30_000);
  });
});
