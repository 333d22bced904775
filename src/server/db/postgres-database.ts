import pg from 'pg';
import { databaseNameOf, sameServer } from './postgres-connection';

/** The database of a connection string cannot be used; the message says in one line what to do. */
export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
}

/** How long a first connection may take before the server counts as not answering. */
const CONNECT_TIMEOUT_MS = 10_000;

type Target = { host: string; port: string; user: string; database: string };

function targetOf(url: string): Target {
  const parsed = new URL(url);
  return {
    host: parsed.hostname || 'localhost',
    port: parsed.port || '5432',
    user: decodeURIComponent(parsed.username) || process.env.PGUSER || 'postgres',
    database: databaseNameOf(url),
  };
}

/** PostgreSQL's or the network's refusal of a first connection, as an operator acts on it. */
function explain(error: Error & { code?: string }, { host, port, user }: Target): string {
  const where = `${host}:${port}`;
  switch (error.code) {
    case '28P01':
      return `PostgreSQL en ${where} rechazó la contraseña del usuario "${user}": revisá la contraseña en DATABASE_URL.`;
    case '28000':
      return `PostgreSQL en ${where} no deja entrar al usuario "${user}" (${error.message}): revisá el usuario en DATABASE_URL, o crealo con \`createuser --pwprompt ${user}\`.`;
    case 'ECONNREFUSED':
      return `No hay un servidor PostgreSQL escuchando en ${where}: revisá el host y el puerto de DATABASE_URL, o arrancá PostgreSQL (\`sudo systemctl start postgresql\`).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `No se encuentra el host "${host}" de DATABASE_URL: revisá cómo se llama el servidor de PostgreSQL.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `PostgreSQL en ${where} no contesta: revisá el host de DATABASE_URL y que ningún firewall corte el puerto ${port}.`;
    default:
      return /timeout/i.test(error.message)
        ? `PostgreSQL en ${where} no contestó en ${CONNECT_TIMEOUT_MS / 1000} s: revisá el host de DATABASE_URL y que ningún firewall corte el puerto ${port}.`
        : `No se pudo conectar a PostgreSQL en ${where}: ${error.message}.`;
  }
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Connects once to the database at `url` before anything uses it. A database the server does not
 * have is created when the URL's user may (`create database`, from the server's `postgres`
 * database): `created` says so. Any other failure, or a database it may not create, is a
 * DatabaseUnavailable whose message says what to do.
 */
export async function ensureDatabase(url: string): Promise<{ created: boolean }> {
  const target = targetOf(url);
  try {
    await run(url, 'select 1');
    return { created: false };
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') {
      throw new DatabaseUnavailable(explain(error as Error, target));
    }
  }
  try {
    await run(
      sameServer(url, 'postgres'),
      `create database ${pg.escapeIdentifier(target.database)}`,
    );
    return { created: true };
  } catch (error) {
    const { code, message } = error as Error & { code?: string };
    // Another instance starting at the same moment created it first.
    if (code === '42P04') return { created: false };
    throw new DatabaseUnavailable(
      `La base "${target.database}" no existe en ${target.host}:${target.port} y el usuario "${target.user}" no puede crearla (${message}): creala con \`createdb --owner=${target.user} ${target.database}\` (como el usuario postgres) y volvé a intentar.`,
    );
  }
}
