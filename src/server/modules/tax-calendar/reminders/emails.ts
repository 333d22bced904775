import { BRAND } from '../../../../shared/brand';
import { formatCalendarDate } from '../../../../shared/format-date';
import { button, details, link, note, paragraph } from '../../../mail/layout/blocks';
import type { MailMessage } from '../../../mail/mailer';
import type { UnsubscribeLink } from '../../unsubscribe/links';
import { choiceLines, daysText, type DescribedChoices } from './choices';

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;

const signature = ['—', BRAND.name, BRAND.email];

/** The double opt-in: what was asked, and the link that turns it on. */
export function confirmationMail(request: {
  to: string;
  choices: DescribedChoices;
  confirmUrl: string;
}): MailMessage {
  const lines = choiceLines(request.choices);
  const intro = 'Pediste que te avisemos por correo antes de estos vencimientos impositivos:';
  const outro = `El enlace vence en ${CONFIRMATION_DAYS} días. Si no lo pediste, ignorá este mensaje: no te vamos a escribir.`;
  return {
    to: request.to,
    subject: 'Confirmá tus avisos de vencimientos',
    body: [
      paragraph('Hola:'),
      paragraph(intro),
      details(lines),
      paragraph('Para empezar a recibirlos, confirmá desde acá:'),
      button(request.confirmUrl, 'Confirmar los avisos'),
      note(outro),
    ],
    text: [
      'Hola:',
      '',
      intro,
      '',
      ...lines.map(([label, value]) => `${label}: ${value}`),
      '',
      'Para empezar a recibirlos, confirmá desde acá:',
      '',
      request.confirmUrl,
      '',
      outro,
      '',
      ...signature,
    ].join('\n'),
  };
}

/** A due date as a reminder lists it. */
export type RemindedDate = {
  label: string;
  /** 'YYYY-MM', or 'YYYY' for a yearly return. */
  period: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Days from the Argentine today. */
  daysLeft: number;
};

/** '03/2026' or '2025'. */
const periodText = (period: string) => period.split('-').reverse().join('/');

const leftText = (days: number) =>
  days === 0 ? 'vence hoy' : days === 1 ? 'vence mañana' : `faltan ${daysText(days)}`;

const subjectOf = (dates: RemindedDate[]) =>
  dates.length === 1
    ? `Vence ${dates[0]!.label} el ${formatCalendarDate(dates[0]!.date)}`
    : `Se acercan ${dates.length} vencimientos: el primero, el ${formatCalendarDate(dates[0]!.date)}`;

/**
 * The reminder of the dates coming due for a subscription (nearest first), with the calendar,
 * the firm's consultations and the one-click way out (in the text and in the headers).
 */
export function reminderMail(reminder: {
  to: string;
  digit: number;
  dates: RemindedDate[];
  appUrl: string;
  unsubscribe: UnsubscribeLink;
}): MailMessage {
  const { dates, appUrl, unsubscribe } = reminder;
  const rows = dates.map((due): [string, string] => [
    `${due.label} · período ${periodText(due.period)}`,
    `${formatCalendarDate(due.date)} (${leftText(due.daysLeft)})`,
  ]);
  const intro = `Se acercan estos vencimientos de los CUIT terminados en ${reminder.digit}:`;
  const calendarUrl = `${appUrl}/vencimientos`;
  const consultUrl = `${appUrl}/consultas`;
  const help = '¿Necesitás ayuda para presentar o pagar? Reservá una consulta con el estudio:';
  const why = 'Te escribimos porque pediste avisos de vencimientos en nuestro sitio.';
  return {
    to: reminder.to,
    headers: unsubscribe.headers,
    subject: subjectOf(dates),
    body: [
      paragraph('Hola:'),
      paragraph(intro),
      details(rows),
      paragraph(
        'Mirá todas las fechas en el ',
        link(calendarUrl, 'calendario de vencimientos'),
        '.',
      ),
      paragraph(help),
      button(consultUrl, 'Reservá una consulta'),
      note(why, ' ', link(unsubscribe.url, 'Dejar de recibir estos avisos')),
    ],
    text: [
      'Hola:',
      '',
      intro,
      '',
      ...rows.map(([what, when]) => `- ${what}: ${when}`),
      '',
      `Mirá todas las fechas en el calendario de vencimientos: ${calendarUrl}`,
      '',
      help,
      consultUrl,
      '',
      ...signature,
      '',
      why,
      `¿No querés recibir más estos avisos? Date de baja acá: ${unsubscribe.url}`,
    ].join('\n'),
  };
}
