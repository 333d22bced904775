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
  const files = await ctx.storage.listPrivate('materials/');
  const rows = await ctx.db
    .select({ url: courseMaterials.url })
    .from(courseMaterials)
    .where(like(courseMaterials.url, `${PRIVATE_FILES_PATH}materials/%`));
  const used = new Set(rows.map((row) => row.url.slice(PRIVATE_FILES_PATH.length).split('/')[1]));
  const cutoff = ctx.now().getTime() - UNUSED_UPLOAD_GRACE_MS;
  const uploads = new Map<string, { keys: string[]; newest: number }>();
  for (const file of files) {
    const folder = file.key.split('/')[1]!;
    if (!UPLOAD_FOLDER.test(folder) || used.has(folder)) continue;
    const upload = uploads.get(folder) ?? { keys: [], newest: 0 };
    upload.keys.push(file.key);
    upload.newest = Math.max(upload.newest, file.modifiedAt.getTime());
    uploads.set(folder, upload);
  }
  let removed = 0;
  for (const { keys, newest } of uploads.values()) {
    if (newest > cutoff) continue;
    await ctx.storage.removePrivate(keys);
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
