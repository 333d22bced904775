import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { isNotNull, like } from 'drizzle-orm';
import { isVideoContainer } from '../../../shared/videos';
import type { ServiceContext } from '../../context';
import { courseModules, videos } from '../../db/schema';
import { isSafeKey, PRIVATE_FILES_PATH } from '../../storage/file-storage';
import { captionFileText, saveCaptions } from './captions';
import { TRANSCODE_VIDEO_JOB } from './transcode-job';
import { sourceKeyOf } from './video-files';
import { insertVideo } from './video-store';
import { withWorkFolder } from './work-folder';

/** Enough of a file's first bytes for its kind to be read. */
const SNIFF_BYTES = 4100;

/** Lesson files that modules play and no video was made from yet, by address. */
async function lessonFilesToHost(ctx: ServiceContext): Promise<string[]> {
  const [played, taken] = await Promise.all([
    ctx.db
      .selectDistinct({ address: courseModules.videoId })
      .from(courseModules)
      .where(like(courseModules.videoId, `${PRIVATE_FILES_PATH}%`)),
    ctx.db.select({ address: videos.lessonFile }).from(videos).where(isNotNull(videos.lessonFile)),
  ]);
  const done = new Set(taken.map((row) => row.address));
  return played.map((row) => row.address).filter((address) => !done.has(address));
}

/** The subtitles in Spanish kept beside a lesson file (`clase.es.vtt` or `clase.es.srt`). */
async function sideCaptions(ctx: ServiceContext, key: string): Promise<string | undefined> {
  const base = key.slice(0, key.length - path.extname(key).length);
  for (const candidate of [`${base}.es.vtt`, `${base}.es.srt`]) {
    const bytes = await ctx.storage.readPrivate(candidate);
    if (bytes) return captionFileText(bytes);
  }
  return undefined;
}

/** Makes a video, processing, from the lesson file at `address`; false when it is no video. */
async function hostLessonFile(ctx: ServiceContext, address: string): Promise<boolean> {
  const key = address.slice(PRIVATE_FILES_PATH.length);
  if (!isSafeKey(key)) return false;
  const head = await ctx.storage.readPrivate(key, SNIFF_BYTES);
  const container = head && (await fileTypeFromBuffer(head))?.ext;
  if (!isVideoContainer(container)) return false;

  const id = randomUUID();
  const sourceKey = sourceKeyOf(id, container);
  await withWorkFolder(ctx.config, async (folder) => {
    const file = path.join(folder, 'source');
    await ctx.storage.readPrivateInto(key, file);
    await ctx.storage.savePrivateFile(sourceKey, file);
  });
  const sizeBytes = (await ctx.storage.statPrivate(sourceKey))?.size ?? 0;
  const now = ctx.now();
  await insertVideo(ctx.db, {
    id,
    name: path.basename(key),
    sourceKey,
    sizeBytes,
    encryptionKey: randomBytes(16).toString('hex'),
    lessonFile: address,
    createdAt: now,
    updatedAt: now,
  });
  const captions = await sideCaptions(ctx, key);
  if (captions !== undefined) await saveCaptions(ctx, { videoId: id, lang: 'es' }, captions);
  await ctx.jobs.send(TRANSCODE_VIDEO_JOB, { videoId: id });
  return true;
}

/**
 * Lesson files become hosted videos: each video file of the private area that modules play is
 * copied as a video's upload, with its Spanish subtitles kept beside it, and transcoded by the
 * same job as an upload. The modules keep playing the file until its video is ready, then play
 * the video (see `transcodeVideo`). Run at every start; a file already taken is left alone, and
 * a file that is no video stays a file lesson. Answers how many videos it made.
 */
export async function hostLessonFiles(ctx: ServiceContext): Promise<number> {
  if (!ctx.config.videos.hostLessonFiles) return 0;
  return ctx.withLock('host-lesson-files', async () => {
    let made = 0;
    for (const address of await lessonFilesToHost(ctx)) {
      if (await hostLessonFile(ctx, address)) made++;
      else ctx.log.info({ address }, 'lesson file left as it is: not a video');
    }
    if (made > 0) ctx.log.info({ videos: made }, 'lesson files queued as hosted videos');
    return made;
  });
}
