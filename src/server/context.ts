import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createSendMail } from './mail/durable-mail';
import { createMailOutbox, type MailOutbox } from './mail/outbox';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createArcaClient, type ArcaClient } from './modules/invoices/arca-client';
import type { MailMessage, Mailer } from './mail/mailer';
import { createCatalogue, type Catalogue } from './modules/courses/catalogue';
import { createPaymentProvider } from './modules/payments/providers/create-provider';
import type { PaymentProvider } from './modules/payments/providers/types';
import { createLocalStorage, type FileStorage } from './storage/file-storage';

/**
 * What every service receives, built once per application: the one way dependencies reach
 * the code that does the work. Routes pass `app.ctx`; tests build the app and use the same.
 */
export type ServiceContext = {
  config: Config;
  db: Db;
  /** The clock every date and expiry is computed with (tests move it). */
  now: () => Date;
  /**
   * Every e-mail goes through this outbox: a mail promised by a change is `queue`d with that
   * change's transaction and `deliver`ed after the commit; the scheduled pass sends the rest.
   */
  mail: MailOutbox;
  /** Sends a mail no change promises (codes, contact); `false` when it is left for a retry. */
  sendMail: (message: MailMessage) => Promise<boolean>;
  /** The public course list, cached in the process; course writes invalidate it. */
  catalogue: Catalogue;
  /** Where uploaded and generated files (cover pictures) are kept. */
  storage: FileStorage;
  /** The payment provider purchases are made with (MercadoPago or the built-in sandbox). */
  payments: PaymentProvider;
  /** ARCA's electronic invoicing; undefined when it is not configured. */
  arca: ArcaClient | undefined;
  /** Durable background jobs (invoices, refunds); started by main.ts. */
  jobs: JobQueue;
  /** Runs work holding a named lock across every instance (see Database.withLock). */
  withLock: Database['withLock'];
  log: FastifyBaseLogger;
};

export function createServiceContext(options: {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Replaces the provider the configuration names (tests tune MercadoPago's retries). */
  payments?: PaymentProvider;
}): ServiceContext {
  const { config, database, mailer, log } = options;
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const jobs = createJobQueue({ database, log });
  const mail = createMailOutbox({ db, mailer, log, now });
  return {
    config,
    db,
    now,
    mail,
    sendMail: createSendMail(mail, db),
    catalogue: createCatalogue(db, () => now().getTime()),
    storage: createLocalStorage(config.uploadsDir),
    payments: options.payments ?? createPaymentProvider(config, db),
    arca: config.arca ? createArcaClient(config.arca, db) : undefined,
    jobs,
    withLock: (name, work) => database.withLock(name, work),
    log,
  };
}
