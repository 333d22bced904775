import { existsSync, mkdtempSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { operatorRuns } from '../../../tests/support/operator-commands';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';

/** The embedded database's site in `dataDir`, whatever this machine's environment says. */
const siteIn = (dataDir: string) => ({ DATABASE_URL: '', DATA_DIR: dataDir, UPLOADS_DIR: '' });

async function emailsIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return (await database.db.select({ email: users.email }).from(users)).map((u) => u.email);
  } finally {
    await database.close();
  }
}

/**
 * The embedded database (PGlite) is one process's folder: it is copied whole, and only while
 * no server has it open.
 */
describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  const site = mkdtempSync(path.join(tmpdir(), 'pglite-backup-'));
  const other = mkdtempSync(path.join(tmpdir(), 'pglite-restore-'));
  afterAll(async () => {
    await rm(site, { recursive: true, force: true });
    await rm(other, { recursive: true, force: true });
  });

  it('copies the stopped database and its files, and puts them back on another machine', async () => {
    const database = await openDatabase({ dataDir: path.join(site, 'db') });
    await database.migrate();
    await database.db.insert(users).values({
      name: 'Ana',
      lastname: 'Paz',
      username: 'anapaz',
      email: 'ana@correo.test',
      passwordHash: 'sin-acceso',
    });
    await mkdir(path.join(site, 'uploads-private', 'lessons'), { recursive: true });
    await writeFile(path.join(site, 'uploads-private', 'lessons', 'clase-1.mp4'), 'video');

    const whileOpen = await operatorRuns('backup', [], siteIn(site));
    expect(whileOpen.code).toBe(1);
    expect(whileOpen.output).toContain('detené el servidor');
    await database.close();

    const backup = await operatorRuns('backup', [], siteIn(site));
    expect(backup.code, backup.output).toBe(0);
    const archive = /guardada en (\S+\.tar\.gz)/.exec(backup.output)![1]!;

    const restore = await operatorRuns('restore', [archive], siteIn(other));
    expect(restore.code, restore.output).toBe(0);
    expect(await emailsIn(other)).toEqual(['ana@correo.test']);
    expect(
      await readFile(path.join(other, 'uploads-private', 'lessons', 'clase-1.mp4'), 'utf8'),
    ).toBe('video');

    const refused = await operatorRuns('restore', [archive], siteIn(other));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('ya tiene datos');

    const forced = await operatorRuns('restore', [archive, '--force'], siteIn(other));
    expect(forced.code, forced.output).toBe(0);
    expect(await emailsIn(other)).toEqual(['ana@correo.test']);
    // The database it replaced is kept aside, not deleted.
    expect(
      (await readdir(other)).filter((name) => name.startsWith('db.reemplazada-')),
    ).toHaveLength(1);
    expect(existsSync(path.join(other, 'db', 'postmaster.pid'))).toBe(false);
  });
});
