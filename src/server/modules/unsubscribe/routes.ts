import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNSUBSCRIBE_PATH } from './links';
import { linkOwner, unsubscribeByToken } from './opt-outs';
import { confirmPage, UNKNOWN_LINK_PAGE, UNSUBSCRIBED_PAGE } from './pages';

/** The address checkout reminders linked to before every marketing mail shared one link. */
export const OLD_REMINDERS_OFF_PATH = '/recordatorios/desactivar';

const TokenQuery = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });

const page = (reply: FastifyReply, ok: boolean, html: string) =>
  reply
    .code(ok ? 200 : 400)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * The unsubscribe link of every marketing mail (RFC 8058), used without a session: GET shows a
 * confirmation page and changes nothing; POST (a mail client's one-click button, with the body
 * `List-Unsubscribe=One-Click`, or the page's button) unsubscribes at once. Registered outside
 * the API's same-origin check: mail providers POST from their own servers.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The body says nothing the link does not (the token is in the address): any form is read
  // and set aside.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  );
  const routeOptions = (max: number) => ({
    schema: { querystring: TokenQuery },
    attachValidation: true,
    // The secret cannot be guessed at any pace; the limit keeps the lookups cheap. Mail
    // providers POST many people's unsubscribes from few addresses: theirs is wider.
    config: { rateLimit: { max, timeWindow: '1 minute' } },
  });

  for (const path of [UNSUBSCRIBE_PATH, OLD_REMINDERS_OFF_PATH]) {
    app.get(path, routeOptions(30), async (request, reply) => {
      const known =
        !request.validationError && (await linkOwner(ctx, request.query.token)) !== undefined;
      return page(reply, known, known ? confirmPage(request.query.token) : UNKNOWN_LINK_PAGE);
    });
  }

  app.post(UNSUBSCRIBE_PATH, routeOptions(300), async (request, reply) => {
    const done = !request.validationError && (await unsubscribeByToken(ctx, request.query.token));
    return page(reply, done, done ? UNSUBSCRIBED_PAGE : UNKNOWN_LINK_PAGE);
  });
};
