import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/certificates';
import { notFound } from '../../errors';
import { serve } from '../../http/serve-route';
import { currentUser } from '../../http/session-auth';
import { listCertificates } from './admin-list';
import { confirmCertificateHolder as confirmHolder } from './holder';
import {
  ownCertificatePdf,
  ownCertificates,
  payerDocumentOf,
  publicCertificate,
  revokeCertificate,
  UNKNOWN_CERTIFICATE,
} from './service';

/**
 * Anyone checks a code; few lookups a minute from one address, so the codes cannot be counted
 * through (a code has about 59 bits: at this pace a guess would take ages).
 */
export const CERTIFICATE_LOOKUPS = { max: 20, timeWindow: '1 minute' };

/** A DNI has few possible values: one address may try only a few a quarter of an hour. */
export const HOLDER_CHECKS = { max: 5, timeWindow: '15 minutes' };
const HOLDER_MATCHES = 'El DNI coincide con el del titular del certificado.';
const HOLDER_DIFFERS = 'El DNI no coincide con el del titular del certificado.';

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    routes.publicCertificate,
    async (request) => {
      if (request.validationError) throw notFound(UNKNOWN_CERTIFICATE);
      return publicCertificate(ctx, request.params.code);
    },
    { config: { rateLimit: CERTIFICATE_LOOKUPS }, attachValidation: true },
  );

  serve(
    app,
    routes.confirmCertificateHolder,
    async (request) => {
      const invalid = request.validationError;
      if (invalid?.validationContext === 'params') throw notFound(UNKNOWN_CERTIFICATE);
      if (invalid) throw invalid;
      const matches = await confirmHolder(ctx, request.params.code, request.body.document);
      return { matches, message: matches ? HOLDER_MATCHES : HOLDER_DIFFERS };
    },
    { config: { rateLimit: HOLDER_CHECKS }, attachValidation: true },
  );

  serve(
    app,
    routes.ownCertificates,
    async (request) => {
      const user = currentUser(request);
      return {
        certificates: await ownCertificates(ctx, user.id),
        suggestedDocument: user.document ? null : await payerDocumentOf(ctx, user.id),
      };
    },
    { onRequest: app.requireUser },
  );

  serve(
    app,
    routes.ownCertificatePdf,
    async (request, reply) => {
      if (request.validationError) throw notFound(UNKNOWN_CERTIFICATE);
      const { filename, pdf } = await ownCertificatePdf(
        ctx,
        currentUser(request).id,
        request.params.code,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
    { onRequest: app.requireUser, attachValidation: true },
  );
};

/** The panel's certificates: the list and revoking one (inside the admin scope). */
export const adminCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.listCertificates, async (request) => {
    const { items, ...page } = await listCertificates(ctx, request.query);
    return { certificates: items, ...page };
  });

  serve(app, routes.revokeCertificate, async (request) => {
    await revokeCertificate(ctx, request.params.code, request.body.reason);
    return { message: 'Certificado revocado: su página pública ya lo indica.' };
  });
};
