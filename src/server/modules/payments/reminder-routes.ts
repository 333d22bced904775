import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND } from '../../../shared/brand';
import { REMINDERS_OFF_PATH } from './reminder-email';
import { turnRemindersOff } from './reminder-opt-out';

const OffQuery = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });

/** A small page of its own: the link is opened from a mail client, often without the site. */
function answerPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · ${BRAND.name}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${body}</p>
<p><a href="/courses">Ver los cursos</a></p>
</main>
</body>
</html>
`;
}

const TURNED_OFF = answerPage(
  'Listo: no vas a recibir más recordatorios',
  'Desactivamos los recordatorios de compras sin terminar. Los correos de tus compras (recibos, facturas) te siguen llegando.',
);
const UNKNOWN_LINK = answerPage(
  'El enlace no es válido',
  'No encontramos el recordatorio de este enlace. Revisá que lo hayas copiado completo.',
);

/**
 * The one-click way out of checkout reminders, from the link in one (no session needed): a
 * page of the site answered by the server (a mail client opens it), not a JSON call.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    REMINDERS_OFF_PATH,
    {
      schema: { querystring: OffQuery },
      attachValidation: true,
      // The secret cannot be guessed at any pace; the limit keeps the lookups cheap.
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const done = !request.validationError && (await turnRemindersOff(ctx, request.query.token));
      return reply
        .code(done ? 200 : 400)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(done ? TURNED_OFF : UNKNOWN_LINK);
    },
  );
};
