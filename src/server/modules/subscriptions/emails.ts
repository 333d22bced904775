import { BRAND } from '../../../shared/brand';
import { formatDate } from '../../../shared/format-date';
import { formatPrice } from '../../../shared/money';
import { PLAN_NAME } from '../../../shared/plan-subscription';
import { button, details, note, paragraph } from '../../mail/layout/blocks';
import type { MailMessage } from '../../mail/mailer';

/** The account's page of the plan, where it is followed, renewed and cancelled. */
export const accountPlanUrl = (appUrl: string) => `${appUrl}/account/plan-contador`;

type PlanMail = {
  to: string;
  name: string;
  subject: string;
  paragraphs: string[];
  rows?: [string, string][];
  action?: { url: string; label: string };
  footnote?: string;
};

/** One of the plan's mails, as HTML and as text from the same words. */
function planMail(mail: PlanMail): MailMessage {
  const rows = mail.rows ?? [];
  return {
    to: mail.to,
    subject: mail.subject,
    body: [
      paragraph(`Hola, ${mail.name}:`),
      ...mail.paragraphs.map((words) => paragraph(words)),
      ...(rows.length > 0 ? [details(rows)] : []),
      ...(mail.action ? [button(mail.action.url, mail.action.label)] : []),
      ...(mail.footnote ? [note(mail.footnote)] : []),
    ],
    text: [
      `Hola, ${mail.name}:`,
      '',
      ...mail.paragraphs.flatMap((words) => [words, '']),
      ...rows.map(([label, value]) => `  ${label}: ${value}`),
      ...(mail.action ? ['', `${mail.action.label}: ${mail.action.url}`] : []),
      ...(mail.footnote ? ['', mail.footnote] : []),
      '',
      '—',
      BRAND.name,
      BRAND.email,
    ].join('\n'),
  };
}

/** The receipt of one month: what was charged, for which period, and where to study. */
export function planReceiptEmail(receipt: {
  to: string;
  name: string;
  amount: number;
  paymentId: string;
  paidAt: Date;
  paidUntil: Date;
  appUrl: string;
}): MailMessage {
  return planMail({
    to: receipt.to,
    name: receipt.name,
    subject: `Recibimos el pago de tu ${PLAN_NAME}`,
    paragraphs: [
      `Cobramos el mes de tu ${PLAN_NAME}: tenés todos los cursos hasta el ${formatDate(receipt.paidUntil)}, y se renueva solo cada mes.`,
    ],
    rows: [
      ['Plan', `${PLAN_NAME} (todos los cursos en video)`],
      ['Importe', formatPrice(receipt.amount)],
      ['Operación N°', receipt.paymentId],
      ['Fecha', formatDate(receipt.paidAt)],
      ['Período pagado hasta', formatDate(receipt.paidUntil)],
    ],
    action: { url: `${receipt.appUrl}/account/courses`, label: 'Ir a mis cursos' },
    footnote: 'Guardá este correo como comprobante. Podés cancelar cuando quieras desde tu cuenta.',
  });
}

/** A monthly payment failed: the grace, and where to give another card. */
export function planPaymentFailedEmail(notice: {
  to: string;
  name: string;
  graceUntil: Date;
  appUrl: string;
}): MailMessage {
  return planMail({
    to: notice.to,
    name: notice.name,
    subject: `No pudimos cobrar tu ${PLAN_NAME}`,
    paragraphs: [
      `MercadoPago no pudo cobrar este mes de tu ${PLAN_NAME} y lo va a intentar de nuevo en los próximos días.`,
      `Seguís teniendo todos los cursos hasta el ${formatDate(notice.graceUntil)}. Si para entonces no se acredita el pago, el acceso se pausa hasta que cargues otra tarjeta.`,
    ],
    action: { url: accountPlanUrl(notice.appUrl), label: 'Revisar mi suscripción' },
    footnote: 'Los cursos que compraste aparte siguen siendo tuyos pase lo que pase.',
  });
}

/** The grace ran out unpaid: access paused until a new card is authorized. */
export function planPausedEmail(notice: { to: string; name: string; appUrl: string }): MailMessage {
  return planMail({
    to: notice.to,
    name: notice.name,
    subject: `Pausamos tu ${PLAN_NAME}: actualizá la tarjeta`,
    paragraphs: [
      `No pudimos cobrar tu ${PLAN_NAME}, así que pausamos el acceso a los cursos del plan. Tu progreso y tus certificados quedan guardados.`,
      'Para seguir, cargá otra tarjeta desde tu cuenta: el acceso vuelve apenas se acredita el pago.',
    ],
    action: { url: accountPlanUrl(notice.appUrl), label: 'Actualizar la tarjeta' },
    footnote: 'Los cursos que compraste aparte siguen siendo tuyos.',
  });
}

/** The cancellation, with the day access ends (or that it ended). */
export function planCancelledEmail(notice: {
  to: string;
  name: string;
  accessUntil: Date | null;
  appUrl: string;
}): MailMessage {
  const until = notice.accessUntil
    ? `Tenés todos los cursos hasta el ${formatDate(notice.accessUntil)}; después no se cobra nada más.`
    : 'No se cobra nada más.';
  return planMail({
    to: notice.to,
    name: notice.name,
    subject: `Cancelamos tu ${PLAN_NAME}`,
    paragraphs: [`Cancelamos tu ${PLAN_NAME}, como pediste. ${until}`],
    action: { url: `${notice.appUrl}/plan-contador`, label: 'Volver a suscribirme' },
    footnote:
      'Tu progreso y tus certificados quedan guardados, y los cursos que compraste aparte siguen siendo tuyos.',
  });
}

/** The Botón de Baja's link, for a cancellation asked without a session. */
export function planBajaLinkEmail(notice: { to: string; name: string; link: string }): MailMessage {
  return planMail({
    to: notice.to,
    name: notice.name,
    subject: `Confirmá la cancelación de tu ${PLAN_NAME}`,
    paragraphs: [
      `Recibimos un pedido para cancelar tu ${PLAN_NAME}. Para confirmarlo, usá este enlace (vale 48 horas):`,
    ],
    action: { url: notice.link, label: 'Cancelar mi suscripción' },
    footnote: 'Si no lo pediste vos, ignorá este correo: tu suscripción sigue como está.',
  });
}
