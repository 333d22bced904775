import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { onServer } from '../../../tests/support/server-statement';
import { postgresServer } from '../../../tests/support/test-database';
import { openDatabase, type Database } from './client';

const DATABASE_SERVER = await postgresServer(
  'db/concurrent-migrations.test.ts',
  'instances starting together share one PostgreSQL database; PGlite has one owner',
);

describe.skipIf(!DATABASE_SERVER)('instances started together on an empty database', () => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await onServer(DATABASE_SERVER!, `DROP DATABASE IF EXISTS ${name}`);
  });

  it('all start: one applies the migrations, the others wait for it and find them applied', async () => {
    await onServer(DATABASE_SERVER!, `CREATE DATABASE ${name}`);
    const url = new URL(DATABASE_SERVER!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 4; i++) opened.push(await openDatabase({ url: url.toString() }));

    const outcomes = await Promise.allSettled(opened.map((database) => database.migrate()));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(4).fill('fulfilled'));
    const { rows } = await opened[0]!.executeSql(
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
    );
    const journal = (await import('./migrations/meta/_journal.json')).default;
    expect(rows).toEqual([{ applied: journal.entries.length }]);
  });
});
