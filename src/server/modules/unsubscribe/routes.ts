import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../shared/contracts/unsubscribe';
import { serve } from '../../http/serve-route';
import { linkOwner, unsubscribeByToken } from './opt-outs';
import {
  acceptAnyBody,
  confirmPage,
  sendLinkPage as page,
  UNKNOWN_LINK_PAGE,
  UNSUBSCRIBED_PAGE,
} from './pages';

/**
 * The unsubscribe link of every marketing mail (RFC 8058), used without a session: GET shows a
 * confirmation page and changes nothing; POST (a mail client's one-click button, with the body
 * `List-Unsubscribe=One-Click`, or the page's button) unsubscribes at once. Registered outside
 * the API's same-origin check: mail providers POST from their own servers.
 */
export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  acceptAnyBody(app);
  const routeOptions = (max: number) => ({
    attachValidation: true,
    // The secret cannot be guessed at any pace; the limit keeps the lookups cheap. Mail
    // providers POST many people's unsubscribes from few addresses: theirs is wider.
    config: { rateLimit: { max, timeWindow: '1 minute' } },
  });

  for (const contract of [routes.unsubscribePage, routes.oldRemindersOffPage]) {
    serve(
      app,
      contract,
      async (request, reply) => {
        const known =
          !request.validationError && (await linkOwner(ctx, request.query.token)) !== undefined;
        return page(reply, known, known ? confirmPage(request.query.token) : UNKNOWN_LINK_PAGE);
      },
      routeOptions(30),
    );
  }

  serve(
    app,
    routes.unsubscribe,
    async (request, reply) => {
      const done = !request.validationError && (await unsubscribeByToken(ctx, request.query.token));
      return page(reply, done, done ? UNSUBSCRIBED_PAGE : UNKNOWN_LINK_PAGE);
    },
    routeOptions(300),
  );
};
