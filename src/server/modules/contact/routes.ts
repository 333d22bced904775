import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SUCCESS_MESSAGE, ContactMessageSchema } from '../../../shared/contact';
import { receiveContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: { body: ContactMessageSchema },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const result = await receiveContactMessage({
        db: app.deps.db,
        mailer: app.deps.mailer,
        contactEmail: app.deps.config.contactEmail,
        message: request.body,
      });
      if (!result.forwarded) {
        request.log.error({ err: result.error }, 'contact message stored but not e-mailed');
      }
      return { message: CONTACT_SUCCESS_MESSAGE };
    },
  );
};
