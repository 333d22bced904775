import { inArray } from 'drizzle-orm';
import type { VideoStats } from '../../../shared/responses/videos';
import type { ServiceContext } from '../../context';
import { moduleProgress, modulePositions } from '../../db/schema';
import { notFound } from '../../errors';
import { completionRate, dropOff } from './drop-off';
import { VIDEO_NOT_FOUND } from './service';
import { findVideo } from './video-store';
import { usesOfVideo } from './video-usage';

type Position = {
  moduleId: number;
  userId: string;
  seconds: number;
  reportedLength: number | null;
};

/**
 * How each lesson that plays the video is watched, from what the server counted (decision
 * 0032): the students with a position saved on it, those for whom it counts as seen, and where
 * the others stopped, in tenths of the video's length (the player's reported length when the
 * video has none yet).
 */
export async function videoWatchStats(ctx: ServiceContext, videoId: string): Promise<VideoStats> {
  const video = await findVideo(ctx.db, videoId);
  if (!video) throw notFound(VIDEO_NOT_FOUND);
  const uses = await usesOfVideo(ctx.db, videoId);
  if (uses.length === 0) return { modules: [] };
  const moduleIds = uses.map((use) => use.moduleId);
  const [positions, seen] = await Promise.all([
    ctx.db
      .select({
        moduleId: modulePositions.moduleId,
        userId: modulePositions.userId,
        seconds: modulePositions.seconds,
        reportedLength: modulePositions.reportedLength,
      })
      .from(modulePositions)
      .where(inArray(modulePositions.moduleId, moduleIds)),
    ctx.db
      .select({ moduleId: moduleProgress.moduleId, userId: moduleProgress.userId })
      .from(moduleProgress)
      .where(inArray(moduleProgress.moduleId, moduleIds)),
  ]);

  return {
    modules: uses.map((use) => {
      const played: Position[] = positions.filter((row) => row.moduleId === use.moduleId);
      const finished = new Set(
        seen.filter((row) => row.moduleId === use.moduleId).map((row) => row.userId),
      );
      const reported = played.map((row) => row.reportedLength ?? 0);
      const length = video.durationSeconds ?? (Math.max(0, ...reported) || null);
      const stops = played.filter((row) => !finished.has(row.userId)).map((row) => row.seconds);
      return {
        ...use,
        plays: played.length,
        completions: finished.size,
        completionRate: completionRate(finished.size, played.length),
        dropOff: dropOff(stops, length),
      };
    }),
  };
}
