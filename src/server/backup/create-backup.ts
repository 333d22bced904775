import { existsSync } from 'node:fs';
import { chmod, cp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { privateFolderOf } from '../storage/file-storage';
import { ARCHIVE, workFolder, type Manifest } from './archive-layout';
import { BackupError } from './backup-error';
import { toolConnection } from '../db/postgres-connection';
import { runTool } from './run-tool';

/** `estudio-contable-2026-11-25T01-02-03Z.tar.gz`: sorts by date, safe in every file system. */
export const archiveName = (now: Date) =>
  `estudio-contable-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], {
    env,
    secret: env.PGPASSWORD,
  });
}

/** The embedded database's folder, copied only while no server has it open. */
export async function copyPglite(dataDir: string, into: string): Promise<void> {
  const folder = path.join(dataDir, 'db');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(
      `No hay base de datos embebida en ${folder}.\n(No PGlite database there.)`,
    );
  }
  if (existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new BackupError(
      [
        `La base embebida (${folder}) está abierta: detené el servidor y volvé a ejecutar npm run backup.`,
        'Si el servidor no está en marcha (terminó de golpe), inicialo y detenelo una vez para cerrarla bien.',
        '(The embedded database is open: stop the server first; PGlite belongs to one process.)',
      ].join('\n'),
    );
  }
  await cp(folder, into, { recursive: true });
}

/**
 * Writes one archive with the database and the local files into `config.backupDir` (see
 * ARCHIVE for its layout) and returns its path. PostgreSQL is dumped while the site runs
 * (pg_dump reads one consistent snapshot); the embedded database only with the server stopped.
 */
export async function createBackup(config: Config, now = new Date()): Promise<string> {
  const staging = await workFolder(config.backupDir, 'backup');
  try {
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: config.databaseUrl ? 'postgres' : 'pglite',
    };
    if (config.databaseUrl)
      await dumpPostgres(config.databaseUrl, path.join(staging, ARCHIVE.dump));
    else await copyPglite(config.dataDir, path.join(staging, ARCHIVE.pglite));
    // Linked, not copied: tar follows the links (-h) and stores the files under fixed names.
    const folders = [
      [config.uploadsDir, ARCHIVE.publicFiles],
      [privateFolderOf(config.uploadsDir), ARCHIVE.privateFiles],
    ] as const;
    for (const [folder, name] of folders) {
      if (existsSync(folder)) await symlink(folder, path.join(staging, name));
    }
    await writeFile(path.join(staging, ARCHIVE.manifest), JSON.stringify(manifest, null, 2));
    const file = path.join(config.backupDir, archiveName(now));
    const partial = `${file}.partial`;
    await runTool('tar', ['-czhf', partial, '-C', staging, '.']);
    await chmod(partial, 0o600);
    await rename(partial, file);
    return file;
  } finally {
    // rm removes the links themselves, never what they point to.
    await rm(staging, { recursive: true, force: true });
  }
}
