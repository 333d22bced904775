import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { videos } from '../../db/schema';
import type { VideoRendition } from '../../../shared/videos';

export type VideoRow = typeof videos.$inferSelect;

export async function insertVideo(
  db: Db,
  video: Pick<
    VideoRow,
    'id' | 'name' | 'sourceKey' | 'sizeBytes' | 'encryptionKey' | 'createdAt' | 'updatedAt'
  > &
    Partial<Pick<VideoRow, 'lessonFile'>>,
): Promise<void> {
  await db.insert(videos).values(video);
}

export async function findVideo(db: Db, id: string): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}

export const listVideos = (db: Db): Promise<VideoRow[]> =>
  db.select().from(videos).orderBy(desc(videos.createdAt), desc(videos.id));

/** Nobody holds it: never taken, let go, or held by an instance that stopped renewing. */
const unheld = (now: Date) => or(isNull(videos.heldUntil), lt(videos.heldUntil, now));

/**
 * Takes a video still processing for one transcode, until `until`; undefined when it is done
 * or another worker holds it (two jobs for one video never transcode it at once).
 */
export async function holdVideo(
  db: Db,
  id: string,
  now: Date,
  until: Date,
): Promise<VideoRow | undefined> {
  const [row] = await db
    .update(videos)
    .set({ heldUntil: until, attempts: sql`${videos.attempts} + 1` })
    .where(and(eq(videos.id, id), eq(videos.status, 'processing'), unheld(now)))
    .returning();
  return row;
}

/** Keeps holding a video being transcoded (or lets it go with `null`). */
export async function renewHold(db: Db, id: string, until: Date | null): Promise<void> {
  await db.update(videos).set({ heldUntil: until }).where(eq(videos.id, id));
}

/** Videos still processing that nobody works on (an upload whose job was lost, a dead instance). */
export async function unheldVideoIds(db: Db, now: Date, uploadedBefore: Date): Promise<string[]> {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.status, 'processing'),
        or(
          lt(videos.heldUntil, now),
          and(isNull(videos.heldUntil), lt(videos.createdAt, uploadedBefore)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

export async function markReady(
  db: Db,
  id: string,
  facts: { durationSeconds: number; renditions: VideoRendition[]; at: Date },
): Promise<boolean> {
  const marked = await db
    .update(videos)
    .set({
      status: 'ready',
      durationSeconds: facts.durationSeconds,
      renditions: facts.renditions,
      error: null,
      heldUntil: null,
      updatedAt: facts.at,
    })
    .where(and(eq(videos.id, id), eq(videos.status, 'processing')))
    .returning({ id: videos.id });
  return marked.length > 0;
}

export async function markFailed(db: Db, id: string, reason: string, at: Date): Promise<void> {
  await db
    .update(videos)
    .set({ status: 'failed', error: reason, heldUntil: null, updatedAt: at })
    .where(and(eq(videos.id, id), eq(videos.status, 'processing')));
}

/** A ready video's length in seconds, read by ffprobe; undefined while unknown. */
export async function hostedVideoLength(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ seconds: videos.durationSeconds })
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.status, 'ready')));
  return row?.seconds ?? undefined;
}
