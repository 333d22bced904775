import { BRAND } from '../../../shared/brand';
import type { MailMessage } from '../../mail/mailer';

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
    text: `Hola:\n\n${intro}\n\n    ${code}\n\nEl código vence en 10 minutos y sirve una sola vez. Si no lo pediste, ignorá este mensaje.${signature}`,
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Restablecé tu contraseña',
    text: `Hola:\n\nRecibimos un pedido para restablecer la contraseña de tu cuenta. Para elegir una nueva, abrí este enlace:\n\n${link}\n\nEl enlace vence en 1 hora y sirve una sola vez. Si no lo pediste, ignorá este mensaje: tu contraseña no cambia.${signature}`,
  };
}

export function emailChangedNotice(to: string, newEmail: string): MailMessage {
  return {
    to,
    subject: 'Cambiaste el correo de tu cuenta',
    text: `Hola:\n\nEl correo de tu cuenta se cambió a ${newEmail}. Desde ahora vas a recibir nuestros mensajes en esa dirección.\n\nSi no fuiste vos, escribinos a ${BRAND.email} cuanto antes.${signature}`,
  };
}
