import { escapeHtml } from '../../../escape-html';
import { linkPage, type PageExit } from '../../unsubscribe/pages';
import { choiceLines, type DescribedChoices } from './choices';
import { CONFIRMATION_DAYS } from './emails';
import { CONFIRM_PATH, STOP_PATH } from './links';

const CALENDAR: PageExit = { href: '/vencimientos', label: 'Ver el calendario de vencimientos' };

const page = (title: string, body: string) => linkPage(title, body, CALENDAR);

const choicesList = (choices: DescribedChoices) =>
  `<ul>\n${choiceLines(choices)
    .map(([label, value]) => `<li>${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong></li>`)
    .join('\n')}\n</ul>`;

/** A form that POSTs to the link's own address: what changes, changes on the button only. */
const buttonTo = (path: string, token: string, label: string) =>
  `<form method="post" action="${path}?token=${encodeURIComponent(token)}">
<button type="submit">${label}</button>
</form>`;

export const confirmAskPage = (token: string, choices: DescribedChoices) =>
  page(
    '¿Confirmás tus avisos de vencimientos?',
    `<p>Te vamos a escribir antes de cada vencimiento de:</p>
${choicesList(choices)}
${buttonTo(CONFIRM_PATH, token, 'Confirmar los avisos')}`,
  );

export const confirmedPage = (choices: DescribedChoices) =>
  page(
    'Listo: tus avisos de vencimientos están activos',
    `<p>Te vamos a escribir antes de cada vencimiento de:</p>
${choicesList(choices)}
<p>Cada aviso trae un enlace para dejar de recibirlos.</p>`,
  );

export const EXPIRED_CONFIRMATION_PAGE = page(
  'El enlace venció',
  `<p>Los enlaces para confirmar los avisos sirven por ${CONFIRMATION_DAYS} días. Pedí los avisos otra vez desde el calendario de vencimientos.</p>`,
);

export const UNKNOWN_CONFIRMATION_PAGE = page(
  'El enlace no es válido',
  '<p>No encontramos el pedido de este enlace. Revisá que lo hayas copiado completo.</p>',
);

export const stopAskPage = (token: string) =>
  page(
    '¿Querés dejar de recibir los avisos de vencimientos?',
    `<p>No te vamos a escribir más antes de los vencimientos. Podés volver a pedirlos cuando quieras.</p>
${buttonTo(STOP_PATH, token, 'Dejar de recibir los avisos')}`,
  );

export const STOPPED_PAGE = page(
  'Listo: no vas a recibir más avisos de vencimientos',
  '<p>Podés volver a pedirlos cuando quieras desde el calendario de vencimientos.</p>',
);

export const UNKNOWN_STOP_PAGE = page(
  'El enlace no es válido',
  '<p>No encontramos avisos activos para este enlace: si ya te diste de baja, no tenés que hacer nada más. Si no, revisá que lo hayas copiado completo.</p>',
);
