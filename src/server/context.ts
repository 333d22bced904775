import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createSendMail } from './mail/durable-mail';
import { inFirmLayout, mailFirm } from './mail/layout/firm-layout';
import { createMailOutbox, type MailOutbox } from './mail/outbox';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createArcaClient, type ArcaClient } from './modules/invoices/arca-client';
import type { MailMessage, Mailer } from './mail/mailer';
import { createCatalogue, type Catalogue } from './modules/courses/catalogue';
import {
  createPaymentSettingsCache,
  type PaymentSettingsCache,
} from './modules/payments/payment-settings';
import { createPaymentProvider } from './modules/payments/providers/create-provider';
import type { PaymentProvider } from './modules/payments/providers/types';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/file-storage';
import {
  createInvalidation,
  invalidationChannel,
  type Invalidation,
} from './invalidation/invalidation';

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
  /**
   * How a write announces that cached copies are stale, to this instance and every other one
   * (`publish('catalogue')` after a course write commits).
   */
  invalidation: Invalidation;
  /** Where uploaded and generated files (cover pictures) are kept. */
  storage: FileStorage;
  /** The payment provider purchases are made with (MercadoPago or the built-in sandbox). */
  payments: PaymentProvider;
  /** The panel's payment settings (cuotas), cached in the process; saving them invalidates it. */
  paymentSettings: PaymentSettingsCache;
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
  const firm = mailFirm(config);
  const mail = createMailOutbox({
    db,
    mailer,
    log,
    now,
    layout: (message) => inFirmLayout(firm, message),
  });
  const catalogue = createCatalogue(db, () => now().getTime());
  const paymentSettings = createPaymentSettingsCache(db, () => now().getTime());
  const channel = invalidationChannel(config, database, log);
  const invalidation = createInvalidation({ channel, log });
  invalidation.subscribe('catalogue', () => catalogue.invalidate());
  // The course pages say what the settings promise: the public copies go with them.
  invalidation.subscribe('payment-settings', () => {
    paymentSettings.invalidate();
    catalogue.invalidate();
  });
  return {
    config,
    db,
    now,
    mail,
    sendMail: createSendMail(mail, db),
    catalogue,
    invalidation,
    storage: createStorage(config),
    payments: options.payments ?? createPaymentProvider(config, db),
    paymentSettings,
    arca: config.arca ? createArcaClient(config.arca, db) : undefined,
    jobs,
    withLock: (name, work) => database.withLock(name, work),
    log,
  };
}
