import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playbackNetworks } from '../../db/schema';
import { networkOf } from './playback-network';

/** Notes the network a playback was opened from, for the shared-account signal of the panel. */
export async function recordPlaybackNetwork(
  db: Db,
  play: { userId: string; address: string; at: Date },
): Promise<void> {
  const network = networkOf(play.address);
  if (!network) return;
  await db
    .insert(playbackNetworks)
    .values({ userId: play.userId, network, firstAt: play.at, lastAt: play.at })
    .onConflictDoUpdate({
      target: [playbackNetworks.userId, playbackNetworks.network],
      set: { lastAt: play.at, plays: sql`${playbackNetworks.plays} + 1` },
    });
}
