import { describe, expect, it } from 'vitest';
import { createDatabaseProbe, HEALTH_CACHE_MS } from './probe';

/** A database stand-in that counts its queries and fails while `down`. */
function countingDatabase() {
  const db = {
    queries: 0,
    down: false,
    async execute() {
      db.queries += 1;
      if (db.down) throw new Error('connection refused');
      return [];
    },
  };
  return db;
}

describe('the health probe', () => {
  it('asks the database once for any number of checks within a second', async () => {
    const db = countingDatabase();
    let clock = 0;
    const probe = createDatabaseProbe(db as never, () => clock);
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe()));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(db.queries).toBe(1);

    clock += HEALTH_CACHE_MS + 1;
    await probe();
    expect(db.queries).toBe(2);
  });

  it('reports a database that stopped answering within a second, and its recovery', async () => {
    const db = countingDatabase();
    let clock = 0;
    const probe = createDatabaseProbe(db as never, () => clock);
    expect((await probe()).ok).toBe(true);

    db.down = true;
    clock += HEALTH_CACHE_MS + 1;
    expect(await probe()).toMatchObject({ ok: false, error: expect.any(Error) });

    db.down = false;
    clock += HEALTH_CACHE_MS + 1;
    expect((await probe()).ok).toBe(true);
  });
});
