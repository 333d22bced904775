import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';

type Options = Parameters<typeof createTestApp>[0];

/** An app started before the file's tests, read through a stand-in usable inside any test. */
function startedBeforeAll(start: () => Promise<TestApp>, stop: () => Promise<void>): TestApp {
  let running: TestApp | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(stop);
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!running) throw new Error('The test app starts in beforeAll: use it inside a test.');
      return Reflect.get(running, property, running);
    },
  });
}

/**
 * The test file's application: started before its tests, closed after them. The answer stands
 * in for the app (every property is read from the running one), so it can be named at the top
 * of a `describe` and used inside its tests.
 */
export function useTestApp(options?: Options): TestApp {
  let app: TestApp | undefined;
  return startedBeforeAll(
    async () => (app = await createTestApp(options)),
    async () => app?.close(),
  );
}

/**
 * The same on a new database of the PostgreSQL server at `serverUrl` (see postgresServer),
 * dropped after the tests: for races the embedded database cannot show.
 */
export function usePostgresTestApp(serverUrl: string | undefined, options?: Options): TestApp {
  let database: Database | undefined;
  let app: TestApp | undefined;
  return startedBeforeAll(
    async () => {
      database = await createTestDatabase(serverUrl);
      return (app = await createTestApp({ ...options, database }));
    },
    async () => {
      await app?.close();
      await database?.close();
    },
  );
}
