import { BRAND } from '../../../shared/brand';
import type { MailMessage } from '../../mail/mailer';

const signature = `\n\n—\n${BRAND.name}\n${BRAND.email}`;

export function arrepentimientoReceipt(
  to: string,
  name: string,
  code: string,
  outcome: string,
): MailMessage {
  return {
    to,
    subject: `Tu pedido de arrepentimiento ${code}`,
    text: `Hola, ${name}:\n\nRecibimos tu pedido de arrepentimiento. Su código es ${code}.\n\n${outcome}\n\nGuardá este correo: con el código podés consultarnos por el estado del pedido.${signature}`,
  };
}

export function bajaConfirmation(
  to: string,
  name: string,
  code: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `Confirmá la baja de tu cuenta (${code})`,
    text: `Hola, ${name}:\n\nRecibimos un pedido para dar de baja tu cuenta en ${BRAND.name}. Su código es ${code}.\n\nPara confirmarlo, abrí este enlace (vence en 48 horas):\n\n${link}\n\nAl confirmar se eliminan tu cuenta, tus cursos y tu progreso, y dejamos de enviarte correos. Las compras quedan registradas sin tus datos de cuenta, como exige la ley.\n\nSi no lo pediste, ignorá este mensaje: tu cuenta sigue igual.${signature}`,
  };
}

export function bajaWithoutAccount(to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: `Tu pedido de baja ${code}`,
    text: `Hola, ${name}:\n\nRecibimos un pedido de baja (código ${code}), pero no hay ninguna cuenta con este correo en ${BRAND.name}, así que no hay nada que dar de baja ni te vamos a enviar más correos.\n\nSi tenés una cuenta con otra dirección, hacé el pedido con esa.${signature}`,
  };
}

export function bajaDone(to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: `Dimos de baja tu cuenta (${code})`,
    text: `Hola, ${name}:\n\nConfirmaste la baja (código ${code}): eliminamos tu cuenta y no vas a recibir más correos nuestros.${signature}`,
  };
}
