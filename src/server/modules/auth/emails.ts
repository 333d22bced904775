import { BRAND } from '../../../shared/brand';
import type { MailMessage } from '../../mail/mailer';

import { button, codeBox, note, paragraph, strong } from '../../mail/layout/blocks';

const signature = `\n\n—\n${BRAND.name}\n${BRAND.email}`;

export function verificationCodeEmail(
  to: string,
  code: string,
  purpose: 'verify_account' | 'change_email',
): MailMessage {
  const intro =
    purpose === 'verify_account'
      ? 'Para verificar tu cuenta, ingresá este código en el sitio:'
      : 'Para confirmar tu nuevo correo electrónico, ingresá este código en el sitio:';
  return {
    to,
    subject: `Tu código de verificación: ${code}`,
    body: [
      paragraph('Hola:'),
      paragraph(intro),
      codeBox(code),
      note(
        'El código vence en 10 minutos y sirve una sola vez. Si no lo pediste, ignorá este mensaje.',
      ),
    ],
    text: `Hola:\n\n${intro}\n\n    ${code}\n\nEl código vence en 10 minutos y sirve una sola vez. Si no lo pediste, ignorá este mensaje.${signature}`,
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Restablecé tu contraseña',
    body: [
      paragraph('Hola:'),
      paragraph(
        'Recibimos un pedido para restablecer la contraseña de tu cuenta. Para elegir una nueva, abrí este enlace:',
      ),
      button(link, 'Elegir una contraseña nueva'),
      note(
        'El enlace vence en 1 hora y sirve una sola vez. Si no lo pediste, ignorá este mensaje: tu contraseña no cambia.',
      ),
    ],
    text: `Hola:\n\nRecibimos un pedido para restablecer la contraseña de tu cuenta. Para elegir una nueva, abrí este enlace:\n\n${link}\n\nEl enlace vence en 1 hora y sirve una sola vez. Si no lo pediste, ignorá este mensaje: tu contraseña no cambia.${signature}`,
  };
}

export function emailChangedNotice(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Cambiaste el correo de tu cuenta',
    replyToFirm: true,
    body: [
      paragraph('Hola:'),
      paragraph(
        'El correo de tu cuenta se cambió a ',
        strong(newEmail),
        '. Desde ahora vas a recibir nuestros mensajes en esa dirección.',
      ),
      paragraph(`Si no fuiste vos, escribinos a ${BRAND.email} cuanto antes.`),
    ],
    text: `Hola:\n\nEl correo de tu cuenta se cambió a ${newEmail}. Desde ahora vas a recibir nuestros mensajes en esa dirección.\n\nSi no fuiste vos, escribinos a ${BRAND.email} cuanto antes.${signature}`,
  };
}
