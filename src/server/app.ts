import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { registerRateLimits } from './http/rate-limit';
import { registerSameOriginCheck } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import type { MailMessage, Mailer } from './mail/mailer';
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { sessionAuth } from './http/session-auth';
import { contactRoutes } from './modules/contact/routes';
import { createCatalogue, type Catalogue } from './modules/courses/catalogue';
import { courseRoutes } from './modules/courses/routes';
import { learningRoutes } from './modules/learning/routes';
import { healthRoutes } from './modules/health/routes';
import { siteRoutes } from './modules/site/routes';

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Sends a mail; a failure is logged, never thrown (the action that sent it stands). */
  sendMail: (message: MailMessage) => Promise<void>;
  /** The clock every expiry is computed with (tests move it). */
  now: () => Date;
  /** The public course list, cached in the process; course writes invalidate it. */
  catalogue: Catalogue;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Builds the whole application without listening: main.ts listens, tests use `inject`. */
export async function buildApp(options: {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger?: FastifyBaseLogger;
  webDir?: string;
  now?: () => Date;
}) {
  const { config, database, mailer } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  const sendMail = async (message: MailMessage) => {
    try {
      await mailer.send(message);
    } catch (error) {
      app.log.error({ err: error, subject: message.subject }, 'mail could not be sent');
    }
  };
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    mailer,
    sendMail,
    now: options.now ?? (() => new Date()),
    catalogue: createCatalogue(database.db),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API accepts JSON bodies only; anything else is answered 415.
  app.removeContentTypeParser(['text/plain']);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, { https: config.appUrl.startsWith('https:') });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerRateLimits(app, { redisUrl: config.redisUrl });
  await app.register(sessionAuth);

  await app.register(
    async (api) => {
      registerSameOriginCheck(api, config.appUrl);
      await api.register(healthRoutes);
      await api.register(contactRoutes);
      await api.register(courseRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(learningRoutes);
    },
    { prefix: '/api' },
  );

  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(siteRoutes, {
    webDir: path.resolve(options.webDir ?? defaultWebDir),
    uploadsDir: config.uploadsDir,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
