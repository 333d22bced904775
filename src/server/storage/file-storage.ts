import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  /** Stores the bytes under `key` (a relative path) and returns the public URL. */
  save(key: string, data: Buffer): Promise<string>;
  /** The bytes stored under `key`, or undefined when there are none. */
  read(key: string): Promise<Buffer | undefined>;
};

/** Files under a local folder, served by the app at /uploads/. */
export function createLocalStorage(root: string): FileStorage {
  function resolveKey(key: string): string {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid key ${key}`);
    return target;
  }

  return {
    async save(key, data) {
      const target = resolveKey(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, data);
      await rename(partial, target);
      return `/uploads/${key.split(path.sep).join('/')}`;
    },
    async read(key) {
      try {
        return await readFile(resolveKey(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
