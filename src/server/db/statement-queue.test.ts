import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { beginUnit, inUnit } from './statement-queue';

describe('the embedded database under concurrent requests', async () => {
  const database = await openDatabase({});
  afterAll(() => database.close());

  /** Runs a statement and notes its tag when it is answered: the order the database ran them. */
  function recorder() {
    const ran: string[] = [];
    const statement = async (tag: string) => {
      await database.db.execute(sql`select ${tag}::text as tag`);
      ran.push(tag);
    };
    const threeStatements = async (name: string) => {
      for (const step of [1, 2, 3]) await statement(`${name}${step}`);
    };
    return { ran, threeStatements };
  }

  it("runs a request's statements before those of requests begun after it", async () => {
    const { ran, threeStatements } = recorder();
    await Promise.all(
      ['a', 'b', 'c'].map((name) => inUnit(beginUnit(), () => threeStatements(name))),
    );
    expect(ran).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3']);
  });

  it('takes statements outside any request in the order they arrive', async () => {
    const { ran, threeStatements } = recorder();
    await Promise.all(['a', 'b', 'c'].map((name) => threeStatements(name)));
    expect(ran).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
  });

  it('keeps a transaction whole and answers a failed statement with its error', async () => {
    const { ran, threeStatements } = recorder();
    const inTransaction = inUnit(beginUnit(), () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
        ran.push('transaction');
      }),
    );
    const failing = database.db.execute(sql`select no_such_column`);
    await Promise.all([inTransaction, threeStatements('a')]);
    await expect(failing).rejects.toThrow(/no_such_column/);
    expect(ran).toEqual(['transaction', 'a1', 'a2', 'a3']);
  });

  it('closes after the statements asked for before closing', async () => {
    const closing = await openDatabase({});
    const asked = closing.executeSql('select 1 as one');
    await closing.close();
    await expect(asked).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await expect(closing.executeSql('select 1')).rejects.toThrow(/closed/);
  });
});
