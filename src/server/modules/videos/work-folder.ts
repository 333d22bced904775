import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Runs `work` with a folder of its own under `DATA_DIR/work` (not the system's temporary
 * folder, often in memory, where a 2 GB upload does not fit), removed afterwards whatever
 * happens.
 */
export async function withWorkFolder<T>(
  config: Pick<Config, 'dataDir'>,
  work: (folder: string) => Promise<T>,
): Promise<T> {
  const parent = path.join(config.dataDir, 'work');
  await mkdir(parent, { recursive: true });
  const folder = await mkdtemp(path.join(parent, 'video-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
