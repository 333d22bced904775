import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a private file (a paid lesson or material) is asked for: only owners get it. */
export const PRIVATE_FILES_PATH = '/api/learning/files/';

export type FileStorage = {
  /** Stores the bytes under `key` (a relative path) in the public area; returns the public URL. */
  save(key: string, data: Buffer): Promise<string>;
  /** The bytes stored under `key` in the public area, or undefined when there are none. */
  read(key: string): Promise<Buffer | undefined>;
  /**
   * Stores the bytes under `key` in the private area, never served by itself; returns the
   * address of the checked route that streams it to the course's owners.
   */
  savePrivate(key: string, data: Buffer): Promise<string>;
  /** The folder of the private area, streamed from by the checked route. */
  privateRoot: string;
  /**
   * Moves a file of the public area into the private one (kept public too with `keepPublic`);
   * false when the public area has no such file.
   */
  makePrivate(key: string, options?: { keepPublic?: boolean }): Promise<boolean>;
};

/** The private area beside a public uploads folder: `uploads` → `uploads-private`. */
export const privateFolderOf = (uploadsDir: string) => `${path.resolve(uploadsDir)}-private`;

function resolveIn(root: string, key: string): string {
  const target = path.resolve(root, key);
  if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid key ${key}`);
  return target;
}

const addressOf = (prefix: string, key: string) => `${prefix}${key.split(path.sep).join('/')}`;

async function writeWhole(target: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  // Written aside, then renamed: a reader never sees half a file.
  const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
  await writeFile(partial, data);
  await rename(partial, target);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Files under a local folder, the public ones served by the app at /uploads/; the private
 * ones in another folder (by default beside it), reached only through the checked route.
 */
export function createLocalStorage(
  root: string,
  privateRoot: string = privateFolderOf(root),
): FileStorage {
  return {
    privateRoot: path.resolve(privateRoot),
    async save(key, data) {
      await writeWhole(resolveIn(root, key), data);
      return addressOf('/uploads/', key);
    },
    async read(key) {
      try {
        return await readFile(resolveIn(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async savePrivate(key, data) {
      await writeWhole(resolveIn(privateRoot, key), data);
      return addressOf(PRIVATE_FILES_PATH, key);
    },
    async makePrivate(key, options = {}) {
      const from = resolveIn(root, key);
      if (!(await exists(from))) return false;
      const to = resolveIn(privateRoot, key);
      await mkdir(path.dirname(to), { recursive: true });
      // A copy first, renamed into place: the private file is whole before the public one goes.
      const partial = `${to}.${randomBytes(6).toString('hex')}.partial`;
      await copyFile(from, partial);
      await rename(partial, to);
      if (!options.keepPublic) await unlink(from);
      return true;
    },
  };
}
