import type { Db } from './client';

/**
 * A statement prepared once per database handle (named, so PostgreSQL parses and plans it once
 * per connection), built on first use. Values go in as `sql.placeholder`s when it runs; they
 * reach the driver as given, so timestamps go as ISO strings.
 */
export function preparedOn<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const byDb = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
