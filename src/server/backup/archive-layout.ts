import { chmod, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error';
import { runTool } from './run-tool';

/**
 * What a backup archive (`.tar.gz`) holds, at its top level:
 * - `manifest.json`: when it was made and of which kind of database;
 * - `database.dump`: PostgreSQL, in pg_dump's custom format; or `pglite/`: the embedded
 *   database's folder, copied while no server had it open;
 * - `uploads/` and `uploads-private/`: the public files (covers) and the private ones (lesson
 *   files, materials) of the local storage.
 */
export const ARCHIVE = {
  manifest: 'manifest.json',
  dump: 'database.dump',
  pglite: 'pglite',
  publicFiles: 'uploads',
  privateFiles: 'uploads-private',
} as const;

export type Manifest = {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
};

/** A fresh working folder beside `near` (same disk, so files move instead of copying). */
export async function workFolder(near: string, label: string): Promise<string> {
  await mkdir(near, { recursive: true, mode: 0o700 });
  await chmod(near, 0o700);
  return mkdtemp(path.join(near, `.${label}-`));
}

/** Unpacks the archive `file` into `folder` and reads its manifest. */
export async function unpack(file: string, folder: string): Promise<Manifest> {
  try {
    await runTool('tar', ['-xzf', path.resolve(file), '-C', folder]);
  } catch (error) {
    throw new BackupError(
      `${file} no es un archivo .tar.gz legible: ${(error as Error).message}\n(Not a readable .tar.gz file.)`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, ARCHIVE.manifest), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(
      `${file} no es una copia de seguridad de este sitio (falta ${ARCHIVE.manifest}).\n(Not a backup made by npm run backup.)`,
    );
  }
  if (manifest.format !== 1) {
    throw new BackupError(`${file}: formato de copia desconocido (${String(manifest.format)}).`);
  }
  return manifest;
}
