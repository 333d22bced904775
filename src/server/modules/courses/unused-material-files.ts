import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { courseMaterials } from '../../db/schema';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';

const SWEEP_JOB = 'material-files-sweep';
/** An upload waits this long for its course to be saved before it is thrown away. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** The folder of one upload: `materials/<32 hex digits>/<name>` (the demo's files are apart). */
const UPLOAD_FOLDER = /^[0-9a-f]{32}$/;

/**
 * Removes the uploaded material files no course points at once they are a day old: uploads
 * whose course was never saved, and files replaced or deleted in the editor. Answers how many
 * uploads went.
 */
export async function sweepUnusedMaterialFiles(ctx: ServiceContext): Promise<number> {
  const root = path.join(ctx.storage.privateRoot, 'materials');
  const folders = await readdir(root).catch(() => [] as string[]);
  const rows = await ctx.db
    .select({ url: courseMaterials.url })
    .from(courseMaterials)
    .where(like(courseMaterials.url, `${PRIVATE_FILES_PATH}materials/%`));
  const used = new Set(rows.map((row) => row.url.slice(PRIVATE_FILES_PATH.length).split('/')[1]));
  const cutoff = ctx.now().getTime() - UNUSED_UPLOAD_GRACE_MS;
  let removed = 0;
  for (const folder of folders) {
    if (!UPLOAD_FOLDER.test(folder) || used.has(folder)) continue;
    const where = path.join(root, folder);
    const { mtimeMs } = await stat(where);
    if (mtimeMs > cutoff) continue;
    await rm(where, { recursive: true, force: true });
    removed += 1;
  }
  if (removed > 0) ctx.log.info({ removed }, 'unused material uploads removed');
  return removed;
}

/** Sweeps unused material uploads every night. */
export async function startMaterialFilesSweep(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.work(SWEEP_JOB, async () => {
    await sweepUnusedMaterialFiles(ctx);
  });
  await ctx.jobs.every(SWEEP_JOB, '30 4 * * *');
}
