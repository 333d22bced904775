import { ARREPENTIMIENTO_DAYS, CONFIRM_LINK_HOURS } from '../../../shared/consumer-rules';
import { BRAND } from '../../../shared/brand';
import type { MailMessage } from '../../mail/mailer';
import { button, note, paragraph, quote, strong } from '../../mail/layout/blocks';

// These mails answer forms anyone can fill in with anyone's address: they greet neutrally and
// carry only the firm's own text, the request's code and the link, never what was typed.
const greeting = 'Hola:\n\n';
const signature = `\n\n—\n${BRAND.name}\n${BRAND.email}`;
const notYou = 'Si no lo pediste, ignorá este mensaje';
const hello = paragraph('Hola:');

export function arrepentimientoLink(to: string, code: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirmá tu arrepentimiento (${code})`,
    body: [
      hello,
      paragraph(
        `Recibimos un pedido de arrepentimiento de una compra hecha con este correo en ${BRAND.name}. Su código es `,
        strong(code),
        '.',
      ),
      paragraph(
        `Para ver tus compras de los últimos ${ARREPENTIMIENTO_DAYS} días, elegir cuál cancelar y confirmarlo, abrí este enlace (vence en ${CONFIRM_LINK_HOURS} horas y sirve una sola vez):`,
      ),
      button(link, 'Elegir la compra y confirmar'),
      paragraph(
        `El arrepentimiento tiene que confirmarse dentro de los ${ARREPENTIMIENTO_DAYS} días corridos desde la compra.`,
      ),
      note(`${notYou}: tu compra sigue igual.`),
    ],
    text: `${greeting}Recibimos un pedido de arrepentimiento de una compra hecha con este correo en ${BRAND.name}. Su código es ${code}.\n\nPara ver tus compras de los últimos ${ARREPENTIMIENTO_DAYS} días, elegir cuál cancelar y confirmarlo, abrí este enlace (vence en ${CONFIRM_LINK_HOURS} horas y sirve una sola vez):\n\n${link}\n\nEl arrepentimiento tiene que confirmarse dentro de los ${ARREPENTIMIENTO_DAYS} días corridos desde la compra.\n\n${notYou}: tu compra sigue igual.${signature}`,
  };
}

export function arrepentimientoWithoutPurchase(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Tu pedido de arrepentimiento ${code}`,
    replyToFirm: true,
    body: [
      hello,
      paragraph(
        `Recibimos un pedido de arrepentimiento (código ${code}) para este correo, pero no encontramos compras de los últimos ${ARREPENTIMIENTO_DAYS} días hechas con esta dirección que se puedan cancelar.`,
      ),
      paragraph(
        'Si compraste con otro correo, hacé el pedido con ese. Si creés que hay un error, respondé este mensaje citando el código.',
      ),
      note(`${notYou}.`),
    ],
    text: `${greeting}Recibimos un pedido de arrepentimiento (código ${code}) para este correo, pero no encontramos compras de los últimos ${ARREPENTIMIENTO_DAYS} días hechas con esta dirección que se puedan cancelar.\n\nSi compraste con otro correo, hacé el pedido con ese. Si creés que hay un error, respondé este mensaje citando el código.\n\n${notYou}.${signature}`,
  };
}

/** What came of a confirmed arrepentimiento (the text of the answer on screen). */
export function arrepentimientoReceipt(to: string, code: string, outcome: string): MailMessage {
  return {
    to,
    subject: `Tu pedido de arrepentimiento ${code}`,
    body: [
      hello,
      paragraph(outcome),
      paragraph(
        'Guardá este correo: con el código ',
        strong(code),
        ' podés consultarnos por el estado del pedido.',
      ),
    ],
    text: `${greeting}${outcome}\n\nGuardá este correo: con el código ${code} podés consultarnos por el estado del pedido.${signature}`,
  };
}

export function reviewDecided(
  to: string,
  code: string,
  decision: { approved: boolean; paid: boolean; courseTitle: string; reason: string },
): MailMessage {
  const approval = decision.paid
    ? 'te reintegramos el total al mismo medio de pago y el curso deja de estar en tu cuenta'
    : 'cancelamos la compra y el curso deja de estar en tu cuenta; como no pagaste nada por ella, no hay dinero que devolver';
  const verdict = decision.approved
    ? `Aprobamos tu arrepentimiento de "${decision.courseTitle}": ${approval}.`
    : `Revisamos tu arrepentimiento de "${decision.courseTitle}" y no corresponde el reintegro: ya habías visto una parte sustancial del curso, y la ley permite excluir el contenido digital ya reproducido (art. 1116 del Código Civil y Comercial). El curso sigue en tu cuenta.`;
  return {
    to,
    subject: `Resolvimos tu pedido de arrepentimiento ${code}`,
    replyToFirm: true,
    body: [
      hello,
      paragraph(verdict),
      paragraph('Motivo:'),
      quote(decision.reason),
      paragraph(`Si tenés dudas, respondé este correo citando el código ${code}.`),
    ],
    text: `${greeting}${verdict}\n\nMotivo: ${decision.reason}\n\nSi tenés dudas, respondé este correo citando el código ${code}.${signature}`,
  };
}

export function bajaConfirmation(to: string, code: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirmá la baja de tu cuenta (${code})`,
    body: [
      hello,
      paragraph(
        `Recibimos un pedido para dar de baja tu cuenta en ${BRAND.name}. Su código es `,
        strong(code),
        '.',
      ),
      paragraph(`Para confirmarlo, abrí este enlace (vence en ${CONFIRM_LINK_HOURS} horas):`),
      button(link, 'Confirmar la baja'),
      paragraph(
        'Al confirmar se eliminan tu cuenta, tus cursos y tu progreso, y dejamos de enviarte correos. Las compras quedan registradas sin tus datos de cuenta, como exige la ley.',
      ),
      note(`${notYou}: tu cuenta sigue igual.`),
    ],
    text: `${greeting}Recibimos un pedido para dar de baja tu cuenta en ${BRAND.name}. Su código es ${code}.\n\nPara confirmarlo, abrí este enlace (vence en ${CONFIRM_LINK_HOURS} horas):\n\n${link}\n\nAl confirmar se eliminan tu cuenta, tus cursos y tu progreso, y dejamos de enviarte correos. Las compras quedan registradas sin tus datos de cuenta, como exige la ley.\n\n${notYou}: tu cuenta sigue igual.${signature}`,
  };
}

export function bajaWithoutAccount(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Tu pedido de baja ${code}`,
    body: [
      hello,
      paragraph(
        `Recibimos un pedido de baja (código ${code}), pero no hay ninguna cuenta con este correo en ${BRAND.name}, así que no hay nada que dar de baja ni te vamos a enviar más correos.`,
      ),
      paragraph('Si tenés una cuenta con otra dirección, hacé el pedido con esa.'),
    ],
    text: `${greeting}Recibimos un pedido de baja (código ${code}), pero no hay ninguna cuenta con este correo en ${BRAND.name}, así que no hay nada que dar de baja ni te vamos a enviar más correos.\n\nSi tenés una cuenta con otra dirección, hacé el pedido con esa.${signature}`,
  };
}

export function bajaDone(to: string, code: string): MailMessage {
  return {
    to,
    subject: `Dimos de baja tu cuenta (${code})`,
    body: [
      hello,
      paragraph(
        `Confirmaste la baja (código ${code}): eliminamos tu cuenta y no vas a recibir más correos nuestros.`,
      ),
    ],
    text: `${greeting}Confirmaste la baja (código ${code}): eliminamos tu cuenta y no vas a recibir más correos nuestros.${signature}`,
  };
}
