import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  /** Stores the bytes under `key` (a relative path) and returns the public URL. */
  save(key: string, data: Buffer): Promise<string>;
};

/** Files under a local folder, served by the app at /uploads/. */
export function createLocalStorage(root: string): FileStorage {
  return {
    async save(key, data) {
      const target = path.resolve(root, key);
      if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid key ${key}`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
      return `/uploads/${key.split(path.sep).join('/')}`;
    },
  };
}
