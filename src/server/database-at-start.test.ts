import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, startUntilExit } from '../../tests/support/server-process';
import { onServer } from '../../tests/support/server-statement';
import { postgresServer } from '../../tests/support/test-database';
import { sameServer } from './db/postgres-connection';

/**
 * The server started as an operator does (`tsx src/server/main.ts`) on a PostgreSQL database it
 * cannot use as it is: it creates a missing one when it may, and otherwise ends with one line
 * saying what to do (db/postgres-database.test.ts goes through every refusal), never a driver's
 * stack trace.
 */

const SERVER = await postgresServer(
  'database-at-start.test.ts',
  'a missing database is created on a real server',
);

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'database-at-start-'));

describe('starting on a PostgreSQL database', { timeout: 120_000 }, () => {
  const database = `estudio_nueva_${randomBytes(4).toString('hex')}`;

  afterAll(async () => {
    if (SERVER) await onServer(SERVER, `drop database if exists ${database} with (force)`);
  });

  it.skipIf(!SERVER)(
    'creates the database that does not exist yet, says so, and serves',
    async () => {
      const url = sameServer(SERVER!, database);
      const site = await startServer(
        { DATABASE_URL: url, DATA_DIR: dataDir(), LOG_LEVEL: 'info' },
        await freePort(),
      );
      await site.stop();
      expect(site.output()).toContain(`Base de datos creada: ${url}`);
    },
  );

  it('ends at once with one line saying what to do when no server answers', async () => {
    const port = await freePort();
    const { code, output } = await startUntilExit(
      { DATABASE_URL: `postgres://estudio@127.0.0.1:${port}/estudio`, DATA_DIR: dataDir() },
      await freePort(),
    );
    expect(code).toBe(1);
    expect(output).toBe(
      `No hay un servidor PostgreSQL escuchando en 127.0.0.1:${port}: revisá el host y el puerto de DATABASE_URL, o arrancá PostgreSQL (\`sudo systemctl start postgresql\`).\n`,
    );
  });
});
