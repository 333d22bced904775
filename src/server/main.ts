import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { demoContactVariables, type Config } from './config';
import { openDatabase } from './db/client';
import { maskedUrl } from './db/postgres-connection';
import { DatabaseUnavailable, ensureDatabase } from './db/postgres-database';
import { readConfig } from './read-config';
import type { DemoStudentBootstrap } from './seed/demo-student';
import { ensureAdmin, type AdminBootstrap } from './seed/ensure-admin';
import { seedDemo } from './seed/seed-demo';
import { hostLessonFiles } from './modules/videos/lesson-file-videos';
import { loggerOptions } from './logger';
import { startMailDelivery } from './mail/durable-mail';
import { createMailer } from './mail/mailer';
import { startInvoicing } from './modules/invoices/jobs';
import { makeLessonFilesPrivate } from './modules/courses/make-lesson-files-private';
import { startMaterialFilesSweep } from './modules/courses/unused-material-files';
import { startCheckoutReminders } from './modules/payments/checkout-reminders';
import { startAnnouncementDelivery } from './modules/announcements/delivery';
import { startReconciler } from './modules/payments/reconcile';
import { startRefunds } from './modules/payments/refund';
import { startVideoProcessing } from './modules/videos/transcode-job';
import { startConsultationJobs } from './modules/consultations/reminders';
import { startTaxReminders } from './modules/tax-calendar/reminders/delivery';
import { startUnitOpenedNotices } from './modules/learning/unit-opened-notices';
import { startPlanLapses } from './modules/subscriptions/lapse';
import { startUploadSweep } from './modules/videos/upload-folder';

function announceAdmin(admin: AdminBootstrap, log: (message: string) => void): void {
  if (admin.outcome === 'created') {
    log(
      [
        '',
        '  Cuenta de administración creada (guardá estos datos, no se vuelven a mostrar):',
        `    correo:      ${admin.email}`,
        `    contraseña:  ${admin.password}`,
        '  Para elegirlos vos, definí ADMIN_EMAIL y ADMIN_PASSWORD.',
        '',
      ].join('\n'),
    );
  } else {
    log(`Administración: ${admin.email}`);
  }
}

function announceDemoStudent(
  student: DemoStudentBootstrap | undefined,
  log: (message: string) => void,
): void {
  if (student?.outcome === 'created') {
    log(
      [
        '  Cuenta de estudiante de demostración (con un curso comprado y empezado):',
        `    correo:      ${student.email}`,
        `    contraseña:  ${student.password}`,
        '  Para elegirlos vos, definí DEMO_STUDENT_EMAIL y DEMO_STUDENT_PASSWORD.',
        '',
      ].join('\n'),
    );
  } else if (student) {
    log(`Estudiante de demostración: ${student.email}`);
  }
}

function announcePayments(config: Config, log: (message: string) => void): void {
  if (config.paymentProvider === 'sandbox') {
    log('Pagos: sandbox (pagos de prueba en el propio sitio, no se cobra dinero)');
    return;
  }
  log('Pagos: MercadoPago Checkout Pro');
  if (!config.mercadopago.webhookSecret) {
    log('Pagos: sin MERCADOPAGO_WEBHOOK_SECRET las notificaciones no se verifican por firma');
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino(loggerOptions(config));
  if (config.databaseUrl && (await ensureDatabase(config.databaseUrl)).created) {
    logger.info(`Base de datos creada: ${maskedUrl(config.databaseUrl)}`);
  }
  const database = await openDatabase({
    ...(config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'db') }),
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
  });
  await database.migrate();

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const app = await buildApp({ config, database, mailer, logger });

  await makeLessonFilesPrivate(app.ctx);
  const admin = await ensureAdmin(database.db, config.admin, config.passwordHashCost);
  const demo = await seedDemo(app.ctx);
  if (demo.courses > 0) app.log.info(`demo content: ${demo.courses} courses created`);

  await app.ctx.invalidation.start();
  const stopReconciler = startReconciler(app.ctx);
  await app.ctx.jobs.start();
  await startMailDelivery(app.ctx);
  await startInvoicing(app.ctx);
  await startRefunds(app.ctx);
  await startMaterialFilesSweep(app.ctx);
  await startCheckoutReminders(app.ctx);
  await startAnnouncementDelivery(app.ctx);
  await startVideoProcessing(app.ctx);
  await startConsultationJobs(app.ctx);
  await startTaxReminders(app.ctx);
  await startUnitOpenedNotices(app.ctx);
  await startPlanLapses(app.ctx);
  await hostLessonFiles(app.ctx);
  const stopUploadSweep = startUploadSweep(app.ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    stopReconciler();
    stopUploadSweep();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  announceAdmin(admin, (message) => process.stdout.write(`${message}\n`));
  announceDemoStudent(demo.student, (message) => process.stdout.write(`${message}\n`));
  app.log.info(`Sitio disponible en ${config.appUrl} (base de datos: ${database.kind})`);
  announcePayments(config, (message) => app.log.info(message));
  const demoContact = demoContactVariables(config);
  if (config.env === 'production' && demoContact.length > 0) {
    app.log.warn(
      `Datos de demostración en el pie de cada página y de cada correo: definí ${demoContact.join(', ')}`,
    );
  }
  app.log.info(
    config.arca
      ? `Facturación electrónica: ARCA ${config.arca.production ? 'producción' : 'homologación'}, punto de venta ${config.arca.pointOfSale}`
      : 'Facturación electrónica desactivada: definí ARCA_CUIT, ARCA_CERT, ARCA_KEY, ARCA_POINT_OF_SALE y ARCA_TAX_CONDITION para emitir facturas',
  );
}

main().catch((error: unknown) => {
  // What the operator can mend gets one line; anything else its whole trace.
  console.error(error instanceof DatabaseUnavailable ? error.message : error);
  process.exit(1);
});
