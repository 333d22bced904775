import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createServiceContext, type ServiceContext } from './context';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { serverWithResponseCache } from './http/http-server';
import { createResponseCache, type ResponseCache } from './http/response-cache';
import { registerRateLimits } from './http/rate-limit';
import { registerRequestUnits } from './http/request-units';
import { requestIdOf } from './http/request-id';
import { registerRequestLog } from './http/request-log';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { registerSameOriginCheck } from './http/same-origin';
import { registerTextGuard } from './http/text-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { studentScope } from './http/student-scope';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './modules/payments/providers/types';
import { accountRoutes } from './modules/account/routes';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { findSession } from './modules/auth/sessions';
import { sessionAuth } from './http/session-auth';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerNoStoreByDefault } from './http/api-cache-policy';
import { registerRetryAfter } from './http/retry-after';
import { consumerRoutes } from './modules/consumer/routes';
import { consultationRoutes } from './modules/consultations/routes';
import { contactDetailsRoutes } from './modules/contact/details-routes';
import { contactRoutes } from './modules/contact/routes';
import { courseRoutes } from './modules/courses/routes';
import { courseViewRoutes } from './modules/reports/view-routes';
import { coverRoutes } from './modules/covers/routes';
import { unsubscribeRoutes } from './modules/unsubscribe/routes';
import { geoRoutes } from './modules/geo/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { learningRoutes } from './modules/learning/routes';
import { companySeatRoutes } from './modules/company/routes';
import { lessonQuestionRoutes } from './modules/questions/routes';
import { courseReviewRoutes, ownReviewRoutes } from './modules/reviews/routes';
import { monotributoRoutes } from './modules/monotributo/routes';
import { bundleRoutes } from './modules/bundles/routes';
import { taxCalendarRoutes } from './modules/tax-calendar/routes';
import { taxReminderAccountRoutes } from './modules/tax-calendar/reminders/account-routes';
import { taxReminderLinkRoutes } from './modules/tax-calendar/reminders/link-routes';
import { taxReminderRequestRoutes } from './modules/tax-calendar/reminders/request-routes';
import { paymentRoutes } from './modules/payments/routes';
import { applyPlanNotification } from './modules/subscriptions/notifications';
import { planSubscriptionRoutes } from './modules/subscriptions/routes';
import { planSandboxRoutes } from './modules/subscriptions/sandbox-routes';
import { consultationBookingRoutes } from './modules/consultation-checkout/routes';
import { healthRoutes } from './modules/health/routes';
import { registerMetrics } from './modules/metrics/routes';
import { siteRoutes } from './modules/site/routes';
import { videoPlaybackRoutes } from './modules/videos/playback-routes';
import { coursePreviewRoutes } from './modules/previews/routes';
import { transcriptRoutes } from './modules/videos/transcript-routes';

export type RouteEntry = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** The service context every route hands to the services it calls. */
    ctx: ServiceContext;
    /** Every route the app serves (method and URL pattern), for checks that must cover all. */
    routeTable: readonly RouteEntry[];
    /** Public answers kept in memory in front of the app (real sockets only, not `inject`). */
    responseCache: ResponseCache;
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
  payments?: PaymentProvider;
}) {
  const { config, database, mailer } = options;
  const responseCache = createResponseCache({
    now: () => app.ctx.now().getTime(),
    version: () => app.ctx.catalogue.version(),
    // A page or catalogue answer showing a sale price is not served after the sale ends.
    staleFrom: (now) => app.ctx.catalogue.nextSaleEnd(now),
  });
  const app = Fastify({
    serverFactory: serverWithResponseCache(responseCache, config.uploadMinBytesPerSecond),
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdOf,
    requestIdHeader: false,
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // A request that drips in (slowloris) is cut off; an upload that keeps moving goes on past
    // this (http/slow-body-guard.ts).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // Course slugs are at most 80 characters; older ones may be a little longer.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate(
    'ctx',
    createServiceContext({
      config,
      database,
      mailer,
      log: app.log,
      ...(options.now ? { now: options.now } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
    }),
  );
  app.addHook('onClose', async () => app.ctx.jobs.stop());
  app.addHook('onClose', async () => app.ctx.invalidation.close());
  app.addHook('onClose', async () => app.ctx.storage.close());
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
  app.decorate('responseCache', responseCache);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API accepts JSON bodies only; anything else is answered 415.
  app.removeContentTypeParser(['text/plain']);
  registerErrorHandling(app);
  registerRequestLog(app, { quietRoutine: config.env === 'development' });
  registerMetrics(app, config.metrics, database);
  registerRetryAfter(app);
  registerRequestUnits(app);
  registerTextGuard(app);

  await registerSecurityHeaders(app, { https: config.appUrl.startsWith('https:') });
  // Before compression: the cache keeps the body as the route made it, and compresses it once.
  responseCache.register(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerRateLimits(app, { redisUrl: config.redisUrl });
  await app.register(sessionAuth, { findSession });

  await app.register(
    async (api) => {
      registerSameOriginCheck(api, config.appUrl);
      registerNoStoreByDefault(api);
      await api.register(healthRoutes);
      await api.register(contactRoutes);
      await api.register(contactDetailsRoutes);
      await api.register(courseRoutes);
      await api.register(courseReviewRoutes);
      await api.register(bundleRoutes);
      await api.register(courseViewRoutes);
      await api.register(consultationRoutes);
      await api.register(monotributoRoutes);
      await api.register(taxCalendarRoutes);
      await api.register(taxReminderRequestRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(taxReminderAccountRoutes);
      await api.register(
        studentScope([
          learningRoutes,
          lessonQuestionRoutes,
          ownReviewRoutes,
          transcriptRoutes,
          companySeatRoutes,
        ]),
      );
      await api.register(videoPlaybackRoutes);
      await api.register(coursePreviewRoutes);
      await api.register(geoRoutes);
      await api.register(paymentRoutes, { otherNotifications: applyPlanNotification });
      await api.register(planSubscriptionRoutes);
      if (app.ctx.payments.name === 'sandbox') await api.register(planSandboxRoutes);
      await api.register(consultationBookingRoutes);
      await api.register(consumerRoutes);
      await api.register(invoiceRoutes);
      await api.register(certificateRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  await app.register(coverRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(taxReminderLinkRoutes);
  if (config.env !== 'production') {
    // The e-mail previews: never part of a production site, nor loaded there.
    const { mailPreviewRoutes } = await import('./modules/mail-previews/preview-routes');
    await app.register(mailPreviewRoutes);
  }
  await app.register(siteRoutes, {
    webDir: path.resolve(options.webDir ?? defaultWebDir),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
