import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playbackDevices } from '../../db/schema';
import { conflict } from '../../errors';

/** Devices an account may play on at once. */
const DEVICE_LIMIT = 2;

/** A device that sent nothing (playback, position) for this long has left its place free. */
const DEVICE_IDLE_MS = 60_000;

export const TOO_MANY_DEVICES =
  'Ya estás viendo en otros dos dispositivos. Pausá o cerrá uno de ellos y en un minuto vas a poder ver acá.';

type Device = { userId: string; sessionHash: string; moduleId: number; at: Date };

/**
 * Takes (or keeps) this session's place among the account's playing devices, or refuses it
 * with 409 while two others played within the last minute. One claim of an account at a time
 * (a transaction-scoped lock), so two devices starting together never both take the last place.
 */
export async function claimDevice(db: Db, device: Device): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`playback:${device.userId}`}))`);
    const since = new Date(device.at.getTime() - DEVICE_IDLE_MS);
    const others = await tx.$count(
      playbackDevices,
      and(
        eq(playbackDevices.userId, device.userId),
        ne(playbackDevices.sessionHash, device.sessionHash),
        gt(playbackDevices.lastSeenAt, since),
      ),
    );
    if (others >= DEVICE_LIMIT) throw conflict(TOO_MANY_DEVICES);
    await tx
      .insert(playbackDevices)
      .values({ ...device, startedAt: device.at, lastSeenAt: device.at })
      .onConflictDoUpdate({
        target: [playbackDevices.userId, playbackDevices.sessionHash],
        set: { moduleId: device.moduleId, lastSeenAt: device.at },
      });
  });
}

/**
 * A position saved by a playing device keeps its place. Only a device that opened playback
 * has one: saves of a YouTube lesson change nothing.
 */
export async function touchDevice(db: Db, device: Device): Promise<void> {
  await db
    .update(playbackDevices)
    .set({ lastSeenAt: device.at, moduleId: device.moduleId })
    .where(
      and(
        eq(playbackDevices.userId, device.userId),
        eq(playbackDevices.sessionHash, device.sessionHash),
      ),
    );
}
