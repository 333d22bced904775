import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { ServiceContext } from '../../context';

/**
 * Where resumable uploads gather their bytes until the last one arrives: `DATA_DIR/work/uploads`,
 * on this machine's disk (beside the work folders of `withWorkFolder`). Each upload is two
 * files, `<id>` (the bytes so far) and `<id>.json` (its length and metadata).
 */
export const uploadFolderOf = (config: Pick<Config, 'dataDir'>) =>
  path.join(config.dataDir, 'work', 'uploads');

/** An unfinished upload nobody has added to for this long is removed. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes an upload's files, whichever of them are there. */
export async function discardUpload(folder: string, id: string): Promise<void> {
  await rm(path.join(folder, id), { force: true });
  await rm(path.join(folder, `${id}.json`), { force: true });
}

/** The uploads in the folder, by id, with the last time either of their files changed. */
async function uploadsIn(folder: string): Promise<Map<string, number>> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const touched = new Map<string, number>();
  for (const name of names) {
    const id = path.basename(name, '.json');
    const changed = await stat(path.join(folder, name)).then(
      (stats) => stats.mtimeMs,
      () => 0,
    );
    touched.set(id, Math.max(touched.get(id) ?? 0, changed));
  }
  return touched;
}

/**
 * Removes the uploads of this machine left unfinished for a day: a browser closed for good, a
 * file the administrator never chose again. Answers how many went.
 */
export async function sweepStaleUploads(ctx: ServiceContext): Promise<number> {
  const folder = uploadFolderOf(ctx.config);
  const cutoff = ctx.now().getTime() - STALE_UPLOAD_MS;
  let removed = 0;
  for (const [id, changed] of await uploadsIn(folder)) {
    if (changed > cutoff) continue;
    await discardUpload(folder, id);
    removed += 1;
  }
  if (removed > 0) ctx.log.info({ removed }, 'stale video uploads removed');
  return removed;
}

/**
 * Sweeps the stale uploads now and every hour, until the returned function is called. Every
 * instance sweeps its own disk: a job of the shared queue runs on one instance only, which
 * would leave the uploads on the others' disks.
 */
export function startUploadSweep(ctx: ServiceContext): () => void {
  const sweep = () => {
    sweepStaleUploads(ctx).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'stale video uploads not swept'),
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
