import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { requestSerializers } from './log-serializers';

/** A logger like the server's, writing its lines into an array. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: pino({ serializers: requestSerializers }, stream) };
}

describe('what the log keeps of people and secrets', () => {
  it('logs a failed query without its parameters or the conflicting row', () => {
    const { lines, logger } = capturedLogger();
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      { code: '23505', detail: 'Key (email)=(ana.perez@example.com) already exists.' },
    );
    const failed = new Error(
      'Failed query: insert into "users" ("name", "email", "password_hash") values ($1, $2, $3)\n' +
        'params: Ana,ana.perez@example.com,$scrypt$n=17,r=8,p=1$c2FsdA$aGFzaA',
      { cause },
    );
    logger.error({ err: failed }, 'request failed');
    const line = lines.join('');
    expect(line).toContain('Failed query: insert into \\"users\\"');
    expect(line).toContain('23505');
    expect(line).not.toContain('ana.perez@example.com');
    expect(line).not.toContain('$scrypt$');
  });

  it('masks the tokens of reset and baja links in request lines', () => {
    const { lines, logger } = capturedLogger();
    for (const url of [
      '/api/auth/reset-password/8d0c/9f1e2d3c4b5a',
      '/auth/login/reset-password/8d0c/9f1e2d3c4b5a',
      '/baja/confirmar/8d0c/9f1e2d3c4b5a',
      '/api/consumer/baja/8d0c/confirm',
    ]) {
      logger.info({ req: { method: 'GET', url, ip: '10.0.0.1' } }, 'incoming request');
    }
    expect(lines.join('')).not.toContain('9f1e2d3c4b5a');
  });

  it('leaves codes and links in the outbox file, out of the log', async () => {
    const { lines, logger } = capturedLogger();
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'estudio@example.com', outboxDir, logger });
    await mailer.send({
      to: 'ana.perez@example.com',
      subject: 'Tu código de verificación',
      text: 'Tu código es 482913. Restablecé tu clave en https://sitio/reset/abc123def',
    });
    const log = lines.join('');
    expect(log).toContain('mail written to outbox');
    expect(log).not.toContain('482913');
    expect(log).not.toContain('abc123def');
    const [file] = readdirSync(outboxDir);
    expect(readFileSync(path.join(outboxDir, file!), 'utf8')).toContain('482913');
  });
});
