import { existsSync } from 'node:fs';
import { cp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { privateFolderOf } from '../storage/file-storage';
import { ARCHIVE, unpack, workFolder, type Manifest } from './archive-layout';
import { BackupError } from './backup-error';
import { databaseNameOf, maskedUrl, toolConnection } from '../db/postgres-connection';
import { emptyDatabase, tablesIn } from './postgres-target';
import { runTool } from './run-tool';

export type RestoreOutcome = { database: Manifest['database']; createdAt: string; files: number };

const refusal = (what: string) =>
  new BackupError(
    [
      `${what} ya tiene datos: la restauración los reemplazaría. Detené el servidor y, si eso es lo que querés, repetí con npm run restore -- ARCHIVO --force.`,
      '(The target database is not empty; stop the server and run npm run restore -- FILE --force to replace it.)',
    ].join('\n'),
  );

async function restorePostgres(url: string, dump: string, force: boolean): Promise<void> {
  const tables = await tablesIn(url);
  if (tables > 0) {
    if (!force)
      throw refusal(`La base ${databaseNameOf(url)} (${maskedUrl(url)}, ${tables} tablas)`);
    await emptyDatabase(url);
  }
  const { dbname, env } = toolConnection(url);
  await runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${dbname}`,
      dump,
    ],
    { env, secret: env.PGPASSWORD },
  );
}

/** Puts the embedded database's folder in place; one replaced with --force is kept aside. */
async function restorePglite(dataDir: string, copy: string, force: boolean): Promise<void> {
  const folder = path.join(dataDir, 'db');
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new BackupError(
      `La base embebida (${folder}) está abierta: detené el servidor antes de restaurar.\n(Stop the server first.)`,
    );
  }
  if (existsSync(folder) && (await readdir(folder)).length > 0) {
    if (!force) throw refusal(`La base embebida (${folder})`);
    await rename(folder, `${folder}.reemplazada-${new Date().toISOString().replace(/:/g, '-')}`);
  }
  // A backup folder on another disk cannot be renamed across: copied instead.
  await rename(copy, folder).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV') throw error;
    await cp(copy, folder, { recursive: true });
  });
}

async function filesIn(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Restores an archive of `npm run backup`: the database (refused when the target already holds
 * tables, unless `force`), then the local files, written over those of the same name.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  options: { force: boolean },
): Promise<RestoreOutcome> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.\n(No such file.)`);
  const staging = await workFolder(config.backupDir, 'restore');
  try {
    const manifest = await unpack(file, staging);
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new BackupError(
        manifest.database === 'pglite'
          ? 'Esta copia es de la base embebida (PGlite): restaurala sin DATABASE_URL.\n(This backup is of PGlite; restore it without DATABASE_URL.)'
          : 'Esta copia es de PostgreSQL: definí DATABASE_URL con la base donde restaurarla.\n(This backup is of PostgreSQL; set DATABASE_URL.)',
      );
    }
    if (config.databaseUrl) {
      await restorePostgres(config.databaseUrl, path.join(staging, ARCHIVE.dump), options.force);
    } else {
      await restorePglite(config.dataDir, path.join(staging, ARCHIVE.pglite), options.force);
    }
    let files = 0;
    const folders = [
      [ARCHIVE.publicFiles, config.uploadsDir],
      [ARCHIVE.privateFiles, privateFolderOf(config.uploadsDir)],
    ] as const;
    for (const [name, folder] of folders) {
      const saved = path.join(staging, name);
      if (!existsSync(saved)) continue;
      files += await filesIn(saved);
      await cp(saved, folder, { recursive: true, force: true });
    }
    return { database: manifest.database, createdAt: manifest.createdAt, files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
