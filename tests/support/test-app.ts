import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createMailer } from '../../src/server/mail/mailer';
import type { PaymentProvider } from '../../src/server/modules/payments/providers/types';
import { startSmtpSink } from './smtp-sink';
import { createTestDatabase } from './test-database';
import type { Database } from '../../src/server/db/client';

/**
 * The real application on a fresh database, sending mail over SMTP to an in-process sink.
 * `env` overrides configuration variables; `webDir` points at a built (or fixture) web folder.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDir?: string;
    payments?: PaymentProvider;
    /** Another app's database, to run a second instance against the same data. */
    database?: Database;
    /** The app's logger (none by default), to read what a request writes to the log. */
    logger?: FastifyBaseLogger;
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-'));
  const smtp = await startSmtpSink();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...options.env,
  };
  // Test people are many; the hashing tests themselves ask for the production cost, and a site
  // started as in production keeps it, the only one production accepts.
  if (env.NODE_ENV !== 'production') env.PASSWORD_HASH_COST ??= 'minimal';
  const config = loadConfig(env);
  const database = options.database ?? (await createTestDatabase());
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    logger: pino({ level: 'silent' }),
  });
  const clock = {
    offsetMs: 0,
    /** Moves the application's clock forward, as if that much time had passed. */
    advance(ms: number) {
      clock.offsetMs += ms;
    },
  };
  const app = await buildApp({
    config,
    database,
    mailer,
    now: () => new Date(Date.now() + clock.offsetMs),
    webDir: options.webDir ?? path.join(dataDir, 'no-web-build'),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    smtp,
    mailer,
    clock,
    async close() {
      await app.close();
      mailer.close();
      if (!options.database) await database.close();
      await smtp.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
