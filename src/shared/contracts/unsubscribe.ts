import { z } from 'zod';
import { FileAnswerSchema } from '../responses/common';
import { defineRoute } from './define-route';

// The unsubscribe link of every marketing mail (RFC 8058), used without a session. Each answers
// a page: 200 when the link is known, 400 when it is not. Only the 200 is declared: a 400 is
// also the JSON of a request refused before the handler (text that cannot be stored), which a
// page's schema cannot serialise.

const TokenQuery = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });
const page = { 200: FileAnswerSchema };

/** The confirmation page: changes nothing. */
export const unsubscribePage = defineRoute({
  method: 'GET',
  path: '/mail/unsubscribe',
  query: TokenQuery,
  response: page,
});

/** A mail client's one-click button (`List-Unsubscribe=One-Click`) or the page's: at once. */
export const unsubscribe = defineRoute({
  method: 'POST',
  path: '/mail/unsubscribe',
  query: TokenQuery,
  response: page,
});

/** The address checkout reminders linked to before every marketing mail shared one link. */
export const oldRemindersOffPage = defineRoute({
  method: 'GET',
  path: '/recordatorios/desactivar',
  outsideApi: true,
  query: TokenQuery,
  response: page,
});
