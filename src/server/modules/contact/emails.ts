import { BRAND } from '../../../shared/brand';
import { formatDate } from '../../../shared/format-date';
import type { MailMessage } from '../../mail/mailer';

/** The visitor's own words under the answer, each line marked as a quotation. */
export const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * The firm's answer to a contact message: sent by the site, with replies going to the contact
 * address, and the original message quoted below.
 */
export function contactAnswerMail(options: {
  to: string;
  name: string;
  answer: string;
  original: string;
  receivedAt: Date;
  replyTo: string;
}): MailMessage {
  return {
    to: options.to,
    replyTo: options.replyTo,
    subject: `Respuesta a tu consulta en ${BRAND.name}`,
    text: [
      `Hola, ${options.name}:`,
      '',
      options.answer,
      '',
      '—',
      BRAND.name,
      'Si querés seguir la conversación, respondé este correo.',
      '',
      `El ${formatDate(options.receivedAt)} nos escribiste:`,
      quoted(options.original),
    ].join('\n'),
  };
}
