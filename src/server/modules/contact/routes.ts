import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SUCCESS_MESSAGE, ContactMessageSchema } from '../../../shared/contact';
import { MessageAnswerSchema } from '../../../shared/responses/common';
import { ok } from '../../http/responses';
import { receiveContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: { body: ContactMessageSchema, response: ok(MessageAnswerSchema) },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await receiveContactMessage(app.ctx, request.body);
      return { message: CONTACT_SUCCESS_MESSAGE };
    },
  );
};
