import { BRAND } from '../../../shared/brand';
import type { MailMessage } from '../../mail/mailer';
import { paragraph, quote } from '../../mail/layout/blocks';

const signature = `\n\n—\n${BRAND.name}\n${BRAND.email}`;

export function accountBlockedNotice(to: string, reason: string): MailMessage {
  return {
    to,
    subject: 'Bloqueamos tu cuenta',
    replyToFirm: true,
    body: [
      paragraph('Hola:'),
      paragraph(
        `Bloqueamos tu cuenta en ${BRAND.name}. Mientras siga bloqueada no vas a poder iniciar sesión, comprar ni ver los cursos.`,
      ),
      paragraph('Motivo:'),
      quote(reason),
      paragraph(
        `Si creés que se trata de un error, respondé este correo o escribinos a ${BRAND.email}.`,
      ),
    ],
    text: `Hola:\n\nBloqueamos tu cuenta en ${BRAND.name}. Mientras siga bloqueada no vas a poder iniciar sesión, comprar ni ver los cursos.\n\nMotivo: ${reason}\n\nSi creés que se trata de un error, respondé este correo o escribinos a ${BRAND.email}.${signature}`,
  };
}

export function accountUnblockedNotice(to: string): MailMessage {
  return {
    to,
    subject: 'Desbloqueamos tu cuenta',
    body: [
      paragraph('Hola:'),
      paragraph(
        `Tu cuenta en ${BRAND.name} vuelve a estar activa: ya podés iniciar sesión y seguir con tus cursos.`,
      ),
    ],
    text: `Hola:\n\nTu cuenta en ${BRAND.name} vuelve a estar activa: ya podés iniciar sesión y seguir con tus cursos.${signature}`,
  };
}
