import { BRAND } from '../../../shared/brand';
import type { CourseRef } from '../../../shared/responses/courses';
import type { MailMessage } from '../../mail/mailer';
import { button, link, note, paragraph } from '../../mail/layout/blocks';
import type { UnsubscribeLink } from '../unsubscribe/links';

/** The buy page of a course, as the site links it (see course-paths.ts). */
const buyLink = (appUrl: string, course: CourseRef) =>
  `${appUrl}/buy?id=${course.id}&slug=${encodeURIComponent(course.slug)}`;

/** The one reminder of a checkout left without a payment: back to its buy page, or unsubscribe. */
export function checkoutReminderEmail(reminder: {
  to: string;
  name: string;
  course: CourseRef;
  unsubscribe: UnsubscribeLink;
  appUrl: string;
}): MailMessage {
  const { course, appUrl, unsubscribe } = reminder;
  return {
    to: reminder.to,
    headers: unsubscribe.headers,
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
        '¿No querés recibir estos recordatorios ni nuestros anuncios? ',
        link(unsubscribe.url, 'Date de baja acá'),
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
      `¿No querés recibir estos recordatorios ni nuestros anuncios? Date de baja acá: ${unsubscribe.url}`,
      '',
      '—',
      BRAND.name,
      BRAND.email,
    ].join('\n'),
  };
}
