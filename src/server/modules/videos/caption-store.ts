import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsWords } from '../../db/search';
import { videoCaptions } from '../../db/schema';

export type CaptionRow = typeof videoCaptions.$inferSelect;

/** Stores a video's subtitles in one language, replacing those it had in that language. */
export async function upsertCaptions(
  db: Db,
  captions: Pick<CaptionRow, 'videoId' | 'lang' | 'vtt' | 'spokenText'>,
  at: Date,
): Promise<void> {
  await db
    .insert(videoCaptions)
    .values({ ...captions, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [videoCaptions.videoId, videoCaptions.lang],
      set: { vtt: captions.vtt, spokenText: captions.spokenText, updatedAt: at },
    });
}

export async function deleteCaptionsRow(db: Db, videoId: string, lang: string): Promise<void> {
  await db
    .delete(videoCaptions)
    .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.lang, lang)));
}

/** The languages a video has subtitles in, alphabetically. */
export async function captionLangs(db: Db, videoId: string): Promise<string[]> {
  const rows = await db
    .select({ lang: videoCaptions.lang })
    .from(videoCaptions)
    .where(eq(videoCaptions.videoId, videoId))
    .orderBy(asc(videoCaptions.lang));
  return rows.map((row) => row.lang);
}

/** A video's WebVTT in one language, if it has it. */
export async function captionsVtt(
  db: Db,
  videoId: string,
  lang: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ vtt: videoCaptions.vtt })
    .from(videoCaptions)
    .where(and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.lang, lang)));
  return row?.vtt;
}

/**
 * The subtitles, among those of `videoIds`, whose spoken text has every word of `search`,
 * ignoring case and accents.
 */
export async function captionsSaying(
  db: Db,
  videoIds: string[],
  search: string,
): Promise<Pick<CaptionRow, 'videoId' | 'lang' | 'vtt'>[]> {
  if (videoIds.length === 0) return [];
  return db
    .select({ videoId: videoCaptions.videoId, lang: videoCaptions.lang, vtt: videoCaptions.vtt })
    .from(videoCaptions)
    .where(
      and(
        inArray(videoCaptions.videoId, videoIds),
        containsWords(sql`immutable_unaccent(lower(${videoCaptions.spokenText}))`, search),
      ),
    )
    .orderBy(asc(videoCaptions.lang));
}
