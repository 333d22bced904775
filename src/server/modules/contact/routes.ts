import type { FastifyPluginAsync } from 'fastify';
import { CONTACT_SUCCESS_MESSAGE } from '../../../shared/contact';
import { sendContactMessage } from '../../../shared/contracts/contact';
import { serve } from '../../http/serve-route';
import { receiveContactMessage } from './service';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    sendContactMessage,
    async (request) => {
      await receiveContactMessage(app.ctx, request.body);
      return { message: CONTACT_SUCCESS_MESSAGE };
    },
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
  );
};
