import path from 'node:path';
import type { VideoRendition } from '../../../shared/videos';
import type { ServiceContext } from '../../context';
import { probeSource, ToolRefused } from './ffmpeg';
import { playInsteadOfLessonFile, retireLessonFile } from './lesson-file-swap';
import { transcodeToHls } from './hls-transcode';
import { clearOutputs, keyAddressOf, publishOutputs } from './video-files';
import {
  holdVideo,
  markFailed,
  markReady,
  renewHold,
  unheldVideoIds,
  type VideoRow,
} from './video-store';
import { withWorkFolder } from './work-folder';

export const TRANSCODE_VIDEO_JOB = 'transcode-video';
const SWEEP_JOB = 'sweep-videos';

export const NOT_A_VIDEO = 'El archivo no se pudo procesar como video.';
const SOURCE_GONE = 'El archivo subido ya no está: subí el video de nuevo.';
const GAVE_UP = 'No pudimos procesar el video después de varios intentos: subilo de nuevo.';

/** How long a transcode holds its video unrenewed: past this, its instance is taken for dead. */
const HOLD_MS = 60_000;
const RENEW_EVERY_MS = 20_000;
/** Transcodes begun (crashes and errors of the machine included) before the video fails. */
const MAX_ATTEMPTS = 5;

type Outcome =
  | { failed: string }
  | { durationSeconds: number; renditions: VideoRendition[]; failed?: undefined };

/** The transcode in a work folder of its own: the source fetched, probed, encoded, published. */
async function transcodeIn(ctx: ServiceContext, video: VideoRow, folder: string): Promise<Outcome> {
  const source = path.join(folder, path.basename(video.sourceKey));
  if (!(await ctx.storage.readPrivateInto(video.sourceKey, source))) return { failed: SOURCE_GONE };
  const facts = await probeSource(source);
  if (!facts) return { failed: NOT_A_VIDEO };
  const outDir = path.join(folder, 'out');
  try {
    const renditions = await transcodeToHls(source, facts, {
      outDir,
      keyDir: path.join(folder, 'key'),
      key: Buffer.from(video.encryptionKey, 'hex'),
      keyUri: keyAddressOf(video.id),
    });
    await publishOutputs(ctx.storage, video.id, outDir);
    return {
      durationSeconds: Math.round(facts.durationSeconds * 100) / 100,
      renditions: renditions.map((rendition) => rendition.name),
    };
  } catch (error) {
    if (!(error instanceof ToolRefused)) throw error;
    ctx.log.warn({ videoId: video.id, tool: error.tool, output: error.output }, 'video refused');
    return { failed: NOT_A_VIDEO };
  }
}

/**
 * Transcodes a video still processing, from scratch: whatever an interrupted run left in
 * storage goes first. A video another worker holds, or already done, is left alone, so a
 * repeated or late job changes nothing. A source ffmpeg cannot read fails the video at once;
 * a trouble of the machine (storage, a killed ffmpeg) throws for the queue to retry, until the
 * video has been tried MAX_ATTEMPTS times.
 */
export async function transcodeVideo(ctx: ServiceContext, videoId: string): Promise<void> {
  const holdUntil = () => new Date(ctx.now().getTime() + HOLD_MS);
  const video = await holdVideo(ctx.db, videoId, ctx.now(), holdUntil());
  if (!video) return;
  const renewal = setInterval(() => {
    renewHold(ctx.db, videoId, holdUntil()).catch((error: unknown) =>
      ctx.log.warn({ err: error, videoId }, 'video hold not renewed'),
    );
  }, RENEW_EVERY_MS);
  try {
    await clearOutputs(ctx.storage, video);
    const outcome = await withWorkFolder(ctx.config, (folder) => transcodeIn(ctx, video, folder));
    if (outcome.failed !== undefined) {
      await markFailed(ctx.db, videoId, outcome.failed, ctx.now());
    } else {
      const { durationSeconds, renditions } = outcome;
      await ctx.db.transaction(async (tx) => {
        const ready = await markReady(tx, videoId, { durationSeconds, renditions, at: ctx.now() });
        if (ready) await playInsteadOfLessonFile(tx, video, durationSeconds);
      });
      if (video.lessonFile) await retireLessonFile(ctx, video.lessonFile);
    }
  } catch (error) {
    ctx.log.error({ err: error, videoId, attempt: video.attempts }, 'video transcode failed');
    if (video.attempts >= MAX_ATTEMPTS) return markFailed(ctx.db, videoId, GAVE_UP, ctx.now());
    await renewHold(ctx.db, videoId, null);
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/**
 * Queues a transcode for every video processing that nobody works on: its job was never
 * queued (the queue was not running), or the instance holding it stopped renewing its hold
 * (killed mid-transcode). One uploaded within `graceMs` is left to the job its upload queued.
 */
export async function sweepUnheldVideos(ctx: ServiceContext, graceMs = HOLD_MS): Promise<number> {
  const now = ctx.now();
  const ids = await unheldVideoIds(ctx.db, now, new Date(now.getTime() - graceMs));
  for (const videoId of ids) await ctx.jobs.send(TRANSCODE_VIDEO_JOB, { videoId });
  return ids.length;
}

/**
 * The transcode worker (one video at a time per instance: ffmpeg takes every core), a sweep
 * every minute, and one at start: a transcode killed with its process starts again within
 * about two minutes of the site's return (its hold runs out, the next sweep queues it).
 */
export async function startVideoProcessing(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.work<{ videoId: string }>(
    TRANSCODE_VIDEO_JOB,
    ({ videoId }) => transcodeVideo(ctx, videoId),
    { retryLimit: 3, retryDelay: 30 },
  );
  await ctx.jobs.work(SWEEP_JOB, async () => {
    await sweepUnheldVideos(ctx);
  });
  await ctx.jobs.every(SWEEP_JOB, '* * * * *');
  await sweepUnheldVideos(ctx, 0);
}
