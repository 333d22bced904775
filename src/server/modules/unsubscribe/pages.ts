import { BRAND } from '../../../shared/brand';
import { UNSUBSCRIBE_PATH } from './links';

/** A small page of its own: the link is opened from a mail client, often without the site. */
function answerPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-AR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · ${BRAND.name}</title></head>
<body>
<main>
<h1>${title}</h1>
${body}
<p><a href="/courses">Ver los cursos</a></p>
</main>
</body>
</html>
`;
}

/**
 * What the link shows when opened: a question and a button. Opening it changes nothing (mail
 * scanners open every link); the button POSTs what a mail client's own button does.
 */
export const confirmPage = (token: string) =>
  answerPage(
    '¿Querés dejar de recibir nuestros correos de novedades?',
    `<p>Vas a dejar de recibir los anuncios de cursos y los recordatorios de compras sin terminar. Los correos de tus compras (códigos, recibos, facturas) te siguen llegando.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Confirmar la baja</button>
</form>`,
  );

export const UNSUBSCRIBED_PAGE = answerPage(
  'Listo: te dimos de baja',
  '<p>No vas a recibir más anuncios ni recordatorios. Los correos de tus compras (códigos, recibos, facturas) te siguen llegando.</p>',
);

export const UNKNOWN_LINK_PAGE = answerPage(
  'El enlace no es válido',
  '<p>No encontramos el correo de este enlace. Revisá que lo hayas copiado completo.</p>',
);
