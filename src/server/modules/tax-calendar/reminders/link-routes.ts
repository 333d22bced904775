import type { FastifyPluginAsync } from 'fastify';
import * as routes from '../../../../shared/contracts/tax-calendar';
import { serve } from '../../../http/serve-route';
import { acceptAnyBody, sendLinkPage } from '../../unsubscribe/pages';
import { confirmationState, confirmRequest, type LinkState } from './confirm';
import { isReminderLink, stopByToken } from './links';
import {
  confirmAskPage,
  confirmedPage,
  EXPIRED_CONFIRMATION_PAGE,
  STOPPED_PAGE,
  stopAskPage,
  UNKNOWN_CONFIRMATION_PAGE,
  UNKNOWN_STOP_PAGE,
} from './pages';

const NO_LINK: LinkState = { status: 'unknown' };

/**
 * The links of the reminder mails, used without a session: the confirmation of a request
 * (double opt-in) and the unsubscribe of each reminder (RFC 8058). GET shows a page with a
 * button and changes nothing; POST acts. Registered outside the API's same-origin check: mail
 * providers POST the one-click unsubscribe from their own servers.
 */
export const taxReminderLinkRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  acceptAnyBody(app);
  // The secrets cannot be guessed at any pace; the limits keep the lookups cheap. Mail
  // providers POST many people's unsubscribes from few addresses: theirs is wider.
  const routeOptions = (max: number) => ({
    attachValidation: true,
    config: { rateLimit: { max, timeWindow: '1 minute' } },
  });

  const confirmationPage = (state: LinkState, token: string) => {
    switch (state.status) {
      case 'pending':
        return confirmAskPage(token, state.choices);
      case 'confirmed':
        return confirmedPage(state.choices);
      case 'expired':
        return EXPIRED_CONFIRMATION_PAGE;
      case 'unknown':
        return UNKNOWN_CONFIRMATION_PAGE;
    }
  };
  // GET reads what the link would do; POST does it.
  const confirmation = [
    [routes.confirmRemindersPage, confirmationState],
    [routes.confirmReminders, confirmRequest],
  ] as const;
  for (const [contract, act] of confirmation) {
    serve(
      app,
      contract,
      async (request, reply) => {
        const { token } = request.query;
        const state = request.validationError ? NO_LINK : await act(ctx, token);
        const ok = state.status === 'pending' || state.status === 'confirmed';
        return sendLinkPage(reply, ok, confirmationPage(state, token));
      },
      routeOptions(30),
    );
  }

  serve(
    app,
    routes.stopRemindersPage,
    async (request, reply) => {
      const { token } = request.query;
      const known = !request.validationError && (await isReminderLink(ctx.db, token));
      return sendLinkPage(reply, known, known ? stopAskPage(token) : UNKNOWN_STOP_PAGE);
    },
    routeOptions(30),
  );

  serve(
    app,
    routes.stopReminders,
    async (request, reply) => {
      const done = !request.validationError && (await stopByToken(ctx, request.query.token));
      return sendLinkPage(reply, done, done ? STOPPED_PAGE : UNKNOWN_STOP_PAGE);
    },
    routeOptions(300),
  );
};
