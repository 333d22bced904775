import type { FastifyPluginAsync } from 'fastify';
import { requestReminders as requestRoute } from '../../../../shared/contracts/tax-calendar';
import { serve } from '../../../http/serve-route';
import { REQUEST_ANSWER, requestReminders } from './request';

/** 'Avisarme por e-mail' of /vencimientos: each request mails a stranger's inbox, so few. */
export const taxReminderRequestRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    requestRoute,
    async (request) => {
      await requestReminders(app.ctx, request.body);
      return { message: REQUEST_ANSWER };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
  );
};
