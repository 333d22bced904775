import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCertificatesQuerySchema, RevokeCertificateSchema } from '../../../shared/admin';
import {
  AdminCertificatesPageSchema,
  OwnCertificatesAnswerSchema,
  PublicCertificateSchema,
} from '../../../shared/responses/certificates';
import { notFound } from '../../errors';
import { MessageAnswerSchema } from '../../../shared/responses/common';
import { ok } from '../../http/responses';
import { currentUser } from '../../http/session-auth';
import { confirmCertificateHolder } from '../../../shared/contracts/certificates';
import { serve } from '../../http/serve-route';
import { listCertificates } from './admin-list';
import { confirmCertificateHolder as confirmHolder } from './holder';
import { CertificateParams } from './params';
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

  app.get(
    '/certificates/:code',
    {
      schema: { params: CertificateParams, response: ok(PublicCertificateSchema) },
      config: { rateLimit: CERTIFICATE_LOOKUPS },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw notFound(UNKNOWN_CERTIFICATE);
      return publicCertificate(ctx, request.params.code);
    },
  );

  serve(
    app,
    confirmCertificateHolder,
    async (request) => {
      const invalid = request.validationError;
      if (invalid?.validationContext === 'params') throw notFound(UNKNOWN_CERTIFICATE);
      if (invalid) throw invalid;
      const matches = await confirmHolder(ctx, request.params.code, request.body.document);
      return { matches, message: matches ? HOLDER_MATCHES : HOLDER_DIFFERS };
    },
    { config: { rateLimit: HOLDER_CHECKS }, attachValidation: true },
  );

  app.get(
    '/user/certificates',
    { schema: { response: ok(OwnCertificatesAnswerSchema) }, onRequest: app.requireUser },
    async (request) => {
      const user = currentUser(request);
      return {
        certificates: await ownCertificates(ctx, user.id),
        suggestedDocument: user.document ? null : await payerDocumentOf(ctx, user.id),
      };
    },
  );

  app.get(
    '/user/certificates/:code/pdf',
    { schema: { params: CertificateParams }, onRequest: app.requireUser, attachValidation: true },
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
  );
};

/** The panel's certificates: the list and revoking one (inside the admin scope). */
export const adminCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/certificates',
    {
      schema: {
        querystring: AdminCertificatesQuerySchema,
        response: ok(AdminCertificatesPageSchema),
      },
    },
    async (request) => {
      const { items, ...page } = await listCertificates(ctx, request.query);
      return { certificates: items, ...page };
    },
  );

  app.post(
    '/certificates/:code/revoke',
    {
      schema: {
        params: CertificateParams,
        body: RevokeCertificateSchema,
        response: ok(MessageAnswerSchema),
      },
    },
    async (request) => {
      await revokeCertificate(ctx, request.params.code, request.body.reason);
      return { message: 'Certificado revocado: su página pública ya lo indica.' };
    },
  );
};
