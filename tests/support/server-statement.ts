import pg from 'pg';

/**
 * Runs one statement on the PostgreSQL server at `url`, on a connection of its own: creating or
 * dropping a test's databases and roles.
 */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
