import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/server-process';
import { onServer } from '../../../tests/support/server-statement';
import { postgresServer } from '../../../tests/support/test-database';
import { sameServer } from './postgres-connection';
import { ensureDatabase } from './postgres-database';

/** What the server's start (and a restore) says of each database it cannot use. */

const SERVER = await postgresServer(
  'postgres-database.test.ts',
  'a missing database and an unknown user are tried on a real server',
);

describe.skipIf(!SERVER)('a database on the PostgreSQL server', () => {
  const user = `sin_createdb_${randomBytes(4).toString('hex')}`;
  const database = `estudio_${randomBytes(4).toString('hex')}`;

  beforeAll(() => onServer(SERVER!, `create role ${user} login nocreatedb`));
  afterAll(async () => {
    await onServer(SERVER!, `drop database if exists ${database} with (force)`);
    await onServer(SERVER!, `drop role if exists ${user}`);
  });

  it('is created when it does not exist and the user may, once', async () => {
    const url = sameServer(SERVER!, database);
    expect(await ensureDatabase(url)).toEqual({ created: true });
    expect(await ensureDatabase(url)).toEqual({ created: false });
  });

  it('that the user may not create is named with the command that creates it', async () => {
    const url = new URL(sameServer(SERVER!, 'estudio_sin_crear'));
    url.username = user;
    const where = `${url.hostname}:${url.port || '5432'}`;
    await expect(ensureDatabase(url.toString())).rejects.toThrow(
      `La base "estudio_sin_crear" no existe en ${where} y el usuario "${user}" no puede crearla (permission denied to create database): creala con \`createdb --owner=${user} estudio_sin_crear\` (como el usuario postgres) y volvé a intentar.`,
    );
  });

  it('is refused to a user the server does not know, by name', async () => {
    const url = new URL(SERVER!);
    url.username = 'nadie_conocido';
    await expect(ensureDatabase(url.toString())).rejects.toThrow(
      `PostgreSQL en ${url.hostname}:${url.port || '5432'} no deja entrar al usuario "nadie_conocido" (role "nadie_conocido" does not exist): revisá el usuario en DATABASE_URL, o crealo con \`createuser --pwprompt nadie_conocido\`.`,
    );
  });
});

/**
 * A PostgreSQL server at the network edge that asks for the password and refuses it, as one
 * with password authentication does (this machine's server trusts every local connection).
 */
function refusingPasswords(): Promise<Server> {
  const message = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeInt32BE(body.length + 4);
    return Buffer.concat([Buffer.from(type), length, body]);
  };
  const askPassword = message('R', Buffer.from([0, 0, 0, 3]));
  const fields = [
    'SFATAL',
    'VFATAL',
    'C28P01',
    'Mpassword authentication failed for user "estudio"',
  ];
  const refusal = message('E', Buffer.from(`${fields.join('\0')}\0\0`));
  const server = createServer((socket) => {
    // The client's start-up message, then its password; what it says after is not answered.
    const answers = [askPassword, refusal];
    socket.on('data', () => {
      const answer = answers.shift();
      if (answer === askPassword) socket.write(answer);
      else if (answer) socket.end(answer);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a PostgreSQL that cannot be reached', () => {
  it('says the password was refused', async () => {
    const server = await refusingPasswords();
    const { port } = server.address() as { port: number };
    try {
      await expect(
        ensureDatabase(`postgres://estudio:mala@127.0.0.1:${port}/estudio`),
      ).rejects.toThrow(
        `PostgreSQL en 127.0.0.1:${port} rechazó la contraseña del usuario "estudio": revisá la contraseña en DATABASE_URL.`,
      );
    } finally {
      server.close();
    }
  });

  it('says nothing listens on the port', async () => {
    const port = await freePort();
    await expect(ensureDatabase(`postgres://estudio@127.0.0.1:${port}/estudio`)).rejects.toThrow(
      `No hay un servidor PostgreSQL escuchando en 127.0.0.1:${port}: revisá el host y el puerto de DATABASE_URL, o arrancá PostgreSQL (\`sudo systemctl start postgresql\`).`,
    );
  });

  it('says the host is unknown', async () => {
    await expect(ensureDatabase('postgres://estudio@db.invalid:5432/estudio')).rejects.toThrow(
      'No se encuentra el host "db.invalid" de DATABASE_URL: revisá cómo se llama el servidor de PostgreSQL.',
    );
  });
});
