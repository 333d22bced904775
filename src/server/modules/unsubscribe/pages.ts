import type { FastifyInstance, FastifyReply } from 'fastify';
import { BRAND } from '../../../shared/brand';
import { UNSUBSCRIBE_PATH } from './links';

/** Where a link's page leads back into the site. */
export type PageExit = { href: string; label: string };

/**
 * A small page of its own for a link of a mail: the link is opened from a mail client, often
 * without the site. `title` and `body` are HTML: whatever they show of the data is escaped.
 */
export function linkPage(
  title: string,
  body: string,
  exit: PageExit = { href: '/courses', label: 'Ver los cursos' },
): string {
  return `<!doctype html>
<html lang="es-AR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · ${BRAND.name}</title></head>
<body>
<main>
<h1>${title}</h1>
${body}
<p><a href="${exit.href}">${exit.label}</a></p>
</main>
</body>
</html>
`;
}

/** Answers a link's page: 200 when the link is known, 400 when not; never kept by a cache. */
export const sendLinkPage = (reply: FastifyReply, ok: boolean, html: string) =>
  reply
    .code(ok ? 200 : 400)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * Lets the routes of `app` (a plugin of mail links) take a POST of any body: the body says
 * nothing the link does not (the token is in the address), so any form is read and set aside.
 * A mail client's one-click button sends `List-Unsubscribe=One-Click` as a form (RFC 8058).
 */
export const acceptAnyBody = (app: FastifyInstance) =>
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  );

/**
 * What the link shows when opened: a question and a button. Opening it changes nothing (mail
 * scanners open every link); the button POSTs what a mail client's own button does.
 */
export const confirmPage = (token: string) =>
  linkPage(
    '¿Querés dejar de recibir nuestros correos de novedades?',
    `<p>Vas a dejar de recibir los anuncios de cursos y los recordatorios de compras sin terminar. Los correos de tus compras (códigos, recibos, facturas) te siguen llegando.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Confirmar la baja</button>
</form>`,
  );

export const UNSUBSCRIBED_PAGE = linkPage(
  'Listo: te dimos de baja',
  '<p>No vas a recibir más anuncios ni recordatorios. Los correos de tus compras (códigos, recibos, facturas) te siguen llegando.</p>',
);

export const UNKNOWN_LINK_PAGE = linkPage(
  'El enlace no es válido',
  '<p>No encontramos el correo de este enlace. Revisá que lo hayas copiado completo.</p>',
);
