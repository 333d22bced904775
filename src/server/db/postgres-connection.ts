/** The connection string with its password hidden, for messages and logs. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(dirección de base de datos ilegible)';
  }
}

/** The name of the database the connection string points to. */
export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

/** The same server, another database (e.g. `postgres`, to create the one being restored). */
export function sameServer(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/**
 * How pg_dump and pg_restore reach the database without the password on their command line
 * (where `ps` would show it): the address without it, and the password in PGPASSWORD.
 */
export function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}
