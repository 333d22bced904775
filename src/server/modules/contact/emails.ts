import { BRAND } from '../../../shared/brand';
import type { ContactMessage } from '../../../shared/contact';
import { formatDate } from '../../../shared/format-date';
import type { MailMessage } from '../../mail/mailer';
import { details, note, paragraph, prose, quote } from '../../mail/layout/blocks';

/** The visitor's own words under the answer, each line marked as a quotation. */
const quoted = (text: string) =>
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
    body: [
      paragraph(`Hola, ${options.name}:`),
      prose(options.answer),
      note('Si querés seguir la conversación, respondé este correo.'),
      note(`El ${formatDate(options.receivedAt)} nos escribiste:`),
      quote(options.original),
    ],
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

/** A visitor's contact message, forwarded to the firm's inbox; answering it answers the visitor. */
export function contactForwardMail(options: {
  to: string;
  message: ContactMessage;
  receivedAt: string;
}): MailMessage {
  const { message } = options;
  return {
    to: options.to,
    replyTo: message.email,
    subject: `Nueva consulta desde el sitio: ${message.name}`,
    body: [
      details([
        ['Nombre', message.name],
        ['Correo', message.email],
        ['Recibido', options.receivedAt],
      ]),
      quote(message.message),
    ],
    text: [
      `Nombre: ${message.name}`,
      `Correo: ${message.email}`,
      `Recibido: ${options.receivedAt}`,
      '',
      message.message,
    ].join('\n'),
  };
}
