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
import { listCertificates } from './admin-list';
import { CertificateParams } from './params';
import {
  ownCertificatePdf,
  ownCertificates,
  publicCertificate,
  revokeCertificate,
  UNKNOWN_CERTIFICATE,
} from './service';

/**
 * Anyone checks a code; few lookups a minute from one address, so the codes cannot be counted
 * through (a code has about 59 bits: at this pace a guess would take ages).
 */
export const CERTIFICATE_LOOKUPS = { max: 20, timeWindow: '1 minute' };

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

  app.get(
    '/user/certificates',
    { schema: { response: ok(OwnCertificatesAnswerSchema) }, onRequest: app.requireUser },
    async (request) => ({ certificates: await ownCertificates(ctx, currentUser(request).id) }),
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
