import { BRAND } from '../../../shared/brand';
import type { CourseRef } from '../../../shared/responses/courses';
import type { MailMessage } from '../../mail/mailer';
import { button, link, note, paragraph } from '../../mail/layout/blocks';

/** Where the link of a reminder turns the buyer's reminders off (the token is the whole key). */
export const REMINDERS_OFF_PATH = '/recordatorios/desactivar';

/** The buy page of a course, as the site links it (see course-paths.ts). */
const buyLink = (appUrl: string, course: CourseRef) =>
  `${appUrl}/buy?id=${course.id}&slug=${encodeURIComponent(course.slug)}`;

/** The one reminder of a checkout left without a payment: back to its buy page, or off. */
export function checkoutReminderEmail(reminder: {
  to: string;
  name: string;
  course: CourseRef;
  offToken: string;
  appUrl: string;
}): MailMessage {
  const { course, appUrl } = reminder;
  const offLink = `${appUrl}${REMINDERS_OFF_PATH}?token=${reminder.offToken}`;
  return {
    to: reminder.to,
    subject: `Tu compra de "${course.title}" quedó sin terminar`,
    body: [
      paragraph(`Hola, ${reminder.name}:`),
      paragraph(`Empezaste a comprar "${course.title}" y el pago no llegó a completarse.`),
      paragraph('Si todavía te interesa, podés terminar la compra desde acá:'),
      button(buyLink(appUrl, course), 'Terminar la compra'),
      paragraph(
        'Si ya no te interesa, no hace falta que hagas nada: no te vamos a escribir otra vez por esta compra.',
      ),
      note(
        '¿No querés recibir estos recordatorios? ',
        link(offLink, 'Desactivalos con un clic'),
        '.',
      ),
    ],
    text: [
      `Hola, ${reminder.name}:`,
      '',
      `Empezaste a comprar "${course.title}" y el pago no llegó a completarse.`,
      'Si todavía te interesa, podés terminar la compra desde acá:',
      '',
      buyLink(appUrl, course),
      '',
      'Si ya no te interesa, no hace falta que hagas nada: no te vamos a escribir otra vez por esta compra.',
      '',
      `¿No querés recibir estos recordatorios? Desactivalos con un clic: ${offLink}`,
      '',
      '—',
      BRAND.name,
      BRAND.email,
    ].join('\n'),
  };
}
