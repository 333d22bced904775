import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import {
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fullPath } from '../../shared/contracts/define-route';
import { privateFile } from '../../shared/contracts/learning';

/** Where a private file (a paid lesson or material) is asked for, by its key: owners only. */
export const PRIVATE_FILES_PATH = fullPath(privateFile).replace(/\*$/, '');
/** Where the public area (covers) is asked for, whatever holds it. */
export const PUBLIC_FILES_PATH = '/uploads/';

/**
 * How a stored file reaches a browser, decided by the storage so that routes have one way of
 * answering: streamed by the app from a local folder (with ranges), streamed by the app from
 * bytes the storage read, or an address the browser is sent to (a CDN, or a short-lived signed
 * address of the bucket).
 */
export type Delivery =
  | { kind: 'folder'; root: string; key: string; disposition?: string }
  | { kind: 'stream'; body: Readable; size: number | undefined; type: string | undefined }
  | { kind: 'redirect'; url: string };

/** A file of the private area, as a listing gives it. */
export type StoredObject = { key: string; size: number; modifiedAt: Date };

export type FileStorage = {
  /** 'local' (folders on this machine) or 'bucket' (S3-compatible object storage). */
  driver: 'local' | 'bucket';
  /** Stores the bytes under `key` (a relative path) in the public area; returns the public URL. */
  save(key: string, data: Buffer): Promise<string>;
  /** The bytes stored under `key` in the public area, or undefined when there are none. */
  read(key: string): Promise<Buffer | undefined>;
  /** How `/uploads/<key>` is answered, or undefined when the public area has no such file. */
  publicFile(key: string): Promise<Delivery | undefined>;
  /**
   * Stores the bytes under `key` in the private area, never served by itself; returns the
   * address of the checked route that hands it to the course's owners.
   */
  savePrivate(key: string, data: Buffer): Promise<string>;
  /**
   * Stores the file at `file` (a path on this machine, left as it is) under `key` in the
   * private area, read as a stream: for files too large to hold in memory (a video).
   */
  savePrivateFile(key: string, file: string): Promise<void>;
  /**
   * Writes a private file to `file` on this machine, streamed (a tool such as ffmpeg reads it
   * there); false when there is none.
   */
  readPrivateInto(key: string, file: string): Promise<boolean>;
  /** The first `length` bytes (all without it) of a private file, or undefined. */
  readPrivate(key: string, length?: number): Promise<Buffer | undefined>;
  /** The size and age of a private file, or undefined when there is none. */
  statPrivate(key: string): Promise<Omit<StoredObject, 'key'> | undefined>;
  /** Every private file whose key starts with `prefix`. */
  listPrivate(prefix: string): Promise<StoredObject[]>;
  removePrivate(keys: string[]): Promise<void>;
  /**
   * Removes every private file under the folder `prefix` (a key ending in `/`, such as
   * `videos/<id>/`), however deep; nothing when there are none.
   */
  removePrivateFolder(prefix: string): Promise<void>;
  /**
   * How an owner gets a private file, once the route has checked that they may: `disposition`
   * is the `content-disposition` the file must come with (a material's attachment name).
   */
  privateFile(key: string, options?: { disposition?: string }): Promise<Delivery>;
  /**
   * Moves a file of the public area into the private one (kept public too with `keepPublic`);
   * false when the public area has no such file.
   */
  makePrivate(key: string, options?: { keepPublic?: boolean }): Promise<boolean>;
  /** Throws when the storage cannot be reached (the readiness probe). */
  check(): Promise<void>;
  close(): void;
};

/** The private area beside a public uploads folder: `uploads` → `uploads-private`. */
export const privateFolderOf = (uploadsDir: string) => `${path.resolve(uploadsDir)}-private`;

/** A key is a relative path of plain segments: never absolute, never `..`, never empty parts. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/** A folder of keys: a safe key followed by `/` (`videos/<id>/`). */
export function checkedFolder(prefix: string): string {
  if (!prefix.endsWith('/') || !isSafeKey(prefix.slice(0, -1))) {
    throw new Error(`invalid folder ${prefix}`);
  }
  return prefix;
}

function resolveIn(root: string, key: string): string {
  const target = path.resolve(root, key);
  if (!isSafeKey(key) || !target.startsWith(path.resolve(root) + path.sep)) {
    throw new Error(`invalid key ${key}`);
  }
  return target;
}

const addressOf = (prefix: string, key: string) => `${prefix}${key.split(path.sep).join('/')}`;

/** Writes `target` aside, then renames it into place: a reader never sees half a file. */
async function placeWhole(target: string, write: (partial: string) => Promise<void>) {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
  await write(partial);
  await rename(partial, target);
}

const writeWhole = (target: string, data: Buffer) =>
  placeWhole(target, (partial) => writeFile(partial, data));

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function readIfThere(file: string, length?: number): Promise<Buffer | undefined> {
  try {
    if (length === undefined) return await readFile(file);
    const handle = await open(file);
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
}

const statIfThere = (file: string) => stat(file).catch(() => undefined);

/** Every file under `folder`, as keys relative to `root` with `/` between parts. */
export async function filesUnder(root: string, folder: string): Promise<StoredObject[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if (missing(error)) return [];
      throw error;
    },
  );
  const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'));
  return Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const facts = await stat(full);
      const key = path.relative(root, full).split(path.sep).join('/');
      return { key, size: facts.size, modifiedAt: facts.mtime };
    }),
  );
}

/**
 * Files under a local folder, the public ones served by the app at /uploads/; the private
 * ones in another folder (by default beside it), streamed only by the checked route.
 */
export function createLocalStorage(
  root: string,
  privateRoot: string = privateFolderOf(root),
): FileStorage & { root: string; privateRoot: string } {
  const publicFolder = path.resolve(root);
  const privateFolder = path.resolve(privateRoot);
  mkdirSync(publicFolder, { recursive: true });
  mkdirSync(privateFolder, { recursive: true });
  return {
    driver: 'local',
    root: publicFolder,
    privateRoot: privateFolder,
    async save(key, data) {
      await writeWhole(resolveIn(publicFolder, key), data);
      return addressOf(PUBLIC_FILES_PATH, key);
    },
    read: (key) => readIfThere(resolveIn(publicFolder, key)),
    async publicFile(key) {
      if (!isSafeKey(key)) return undefined;
      const facts = await statIfThere(resolveIn(publicFolder, key));
      return facts?.isFile() ? { kind: 'folder', root: publicFolder, key } : undefined;
    },
    async savePrivate(key, data) {
      await writeWhole(resolveIn(privateFolder, key), data);
      return addressOf(PRIVATE_FILES_PATH, key);
    },
    async savePrivateFile(key, file) {
      await placeWhole(resolveIn(privateFolder, key), (partial) => copyFile(file, partial));
    },
    async readPrivateInto(key, file) {
      try {
        await copyFile(resolveIn(privateFolder, key), file);
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    readPrivate: (key, length) => readIfThere(resolveIn(privateFolder, key), length),
    async statPrivate(key) {
      const facts = await statIfThere(resolveIn(privateFolder, key));
      return facts?.isFile() ? { size: facts.size, modifiedAt: facts.mtime } : undefined;
    },
    listPrivate: (prefix) =>
      filesUnder(privateFolder, path.join(privateFolder, prefix)).then((files) =>
        files.filter((file) => file.key.startsWith(prefix)),
      ),
    async removePrivate(keys) {
      for (const key of keys) {
        const file = resolveIn(privateFolder, key);
        await unlink(file).catch((error: unknown) => {
          if (!missing(error)) throw error;
        });
        // A folder left empty goes too (an upload's folder holds its one file).
        await rmdir(path.dirname(file)).catch(() => undefined);
      }
    },
    async removePrivateFolder(prefix) {
      const folder = resolveIn(privateFolder, checkedFolder(prefix).slice(0, -1));
      await rm(folder, { recursive: true, force: true });
    },
    async privateFile(key, options = {}) {
      return { kind: 'folder', root: privateFolder, key, disposition: options.disposition };
    },
    async makePrivate(key, options = {}) {
      const from = resolveIn(publicFolder, key);
      if (!(await statIfThere(from))) return false;
      // A copy first, renamed into place: the private file is whole before the public one goes.
      await placeWhole(resolveIn(privateFolder, key), (partial) => copyFile(from, partial));
      if (!options.keepPublic) await unlink(from);
      return true;
    },
    async check() {
      await stat(publicFolder);
    },
    close() {},
  };
}
