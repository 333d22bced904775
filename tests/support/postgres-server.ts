import pg from 'pg';

/** This machine's PostgreSQL server (CI's), reached through its maintenance database. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `url` when a PostgreSQL server answers there within a second, else undefined. */
export async function postgresAnswering(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The address of database `name` on the server that `serverUrl` points at. */
export function serverOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether two addresses point at the same server (host and port), whatever the database. */
export function sameServer(a: string, b: string): boolean {
  const [first, second] = [new URL(a), new URL(b)];
  return first.hostname === second.hostname && (first.port || '5432') === (second.port || '5432');
}
