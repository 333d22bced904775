import { BRAND } from '../../../shared/brand';
import { formatDate } from '../../../shared/format-date';
import { studyPath } from '../../../shared/lesson-links';
import { formatPrice } from '../../../shared/money';
import type { MailMessage } from '../../mail/mailer';
import { button, details, link, note, paragraph, quote } from '../../mail/layout/blocks';
import type { purchases } from '../../db/schema';

type PurchaseRow = typeof purchases.$inferSelect;

const signature = `\n\n—\n${BRAND.name}\n${BRAND.email}`;

/**
 * Where the receipt leads: the course, or 'Mi empresa' for a company's seats (decision 0051),
 * which the buyer assigns instead of studying.
 */
function nextStep(purchase: PurchaseRow, appUrl: string) {
  if (purchase.seats !== null) {
    return {
      link: `${appUrl}/account/company`,
      words: 'Asigná las licencias por correo en Mi empresa: cada persona recibe su invitación.',
      action: 'Asignar las licencias',
    };
  }
  const link =
    purchase.courseId === null
      ? `${appUrl}/account/courses`
      : `${appUrl}${studyPath({ id: purchase.courseId, slug: purchase.courseSlug })}`;
  return { link, words: 'Ya podés empezar a estudiar:', action: 'Empezar el curso' };
}

/** The buyer's receipt, sent once when the payment is approved. */
export function receiptEmail(purchase: PurchaseRow, appUrl: string): MailMessage {
  const next = nextStep(purchase, appUrl);
  return {
    to: purchase.payerEmail,
    subject: `Confirmamos tu compra: ${purchase.courseTitle}`,
    body: [
      paragraph(`Hola, ${purchase.payerName}:`),
      paragraph(
        purchase.amount > 0
          ? 'Recibimos tu pago. Estos son los datos de la compra:'
          : 'Tu cupón cubre el curso completo: no hubo nada que pagar. Estos son los datos:',
      ),
      details([
        [purchase.bundleId === null ? 'Curso' : 'Ruta', purchase.courseTitle],
        ...(purchase.seats !== null
          ? [['Licencias', String(purchase.seats)] as [string, string]]
          : []),
        ...(purchase.couponCode
          ? ([
              ['Precio', formatPrice(purchase.amount + purchase.discount)],
              ['Descuento', `−${formatPrice(purchase.discount)} (cupón ${purchase.couponCode})`],
            ] as [string, string][])
          : []),
        ['Importe', formatPrice(purchase.amount)],
        ['Operación N°', purchase.paymentId ?? '—'],
        ['Fecha', formatDate(purchase.approvedAt ?? purchase.updatedAt)],
      ]),
      paragraph(next.words),
      button(next.link, next.action),
      note('Guardá este correo como comprobante.'),
    ],
    text:
      [
        `Hola, ${purchase.payerName}:`,
        '',
        purchase.amount > 0
          ? 'Recibimos tu pago. Estos son los datos de la compra:'
          : 'Tu cupón cubre el curso completo: no hubo nada que pagar. Estos son los datos:',
        '',
        `  Curso:        ${purchase.courseTitle}`,
        ...(purchase.seats !== null ? [`  Licencias:    ${purchase.seats}`] : []),
        ...(purchase.couponCode
          ? [
              `  Precio:       ${formatPrice(purchase.amount + purchase.discount)}`,
              `  Descuento:    −${formatPrice(purchase.discount)} (cupón ${purchase.couponCode})`,
            ]
          : []),
        `  Importe:      ${formatPrice(purchase.amount)}`,
        `  Operación N°: ${purchase.paymentId ?? '—'}`,
        `  Fecha:        ${formatDate(purchase.approvedAt ?? purchase.updatedAt)}`,
        '',
        `${next.words} ${next.link}`,
        '',
        'Guardá este correo como comprobante.',
      ].join('\n') + signature,
  };
}

/** A refund or chargeback took the course back: the buyer is told. */
export function refundNotice(purchase: PurchaseRow, appUrl: string): MailMessage {
  const chargeback = purchase.status === 'charged_back';
  const gone =
    purchase.seats === null
      ? 'el curso ya no está en tu cuenta'
      : 'el curso ya no está en las cuentas de quienes tenían sus licencias';
  const goneSentence = gone.charAt(0).toUpperCase() + gone.slice(1);
  return {
    to: purchase.payerEmail,
    subject: chargeback
      ? `Se revirtió el pago de tu compra: ${purchase.courseTitle}`
      : `Reintegramos tu compra: ${purchase.courseTitle}`,
    ...(chargeback ? { replyToFirm: true } : {}),
    body: [
      paragraph(`Hola, ${purchase.payerName}:`),
      paragraph(
        chargeback
          ? `El pago de tu compra de "${purchase.courseTitle}" se revirtió por un contracargo ante el medio de pago, así que ${gone}.`
          : `Reintegramos el pago de tu compra de "${purchase.courseTitle}". ${goneSentence}.`,
      ),
      ...(chargeback
        ? []
        : [
            details([
              ['Importe', formatPrice(purchase.amount - purchase.refundedAmount)],
              ['Operación N°', purchase.paymentId ?? '—'],
            ]),
          ]),
      paragraph(
        chargeback
          ? 'Si creés que se trata de un error, respondé este correo.'
          : 'El dinero vuelve al mismo medio de pago; según la tarjeta o el banco puede tardar unos días hábiles en verse.',
      ),
      paragraph('Tus compras: ', link(`${appUrl}/account/purchases`)),
    ],
    text:
      [
        `Hola, ${purchase.payerName}:`,
        '',
        chargeback
          ? `El pago de tu compra de "${purchase.courseTitle}" se revirtió por un contracargo ante el medio de pago, así que ${gone}.`
          : `Reintegramos el pago de tu compra de "${purchase.courseTitle}" (${formatPrice(purchase.amount)}, operación N° ${purchase.paymentId ?? '—'}). ${goneSentence}.`,
        '',
        chargeback
          ? 'Si creés que se trata de un error, respondé este correo.'
          : 'El dinero vuelve al mismo medio de pago; según la tarjeta o el banco puede tardar unos días hábiles en verse.',
        '',
        `Tus compras: ${appUrl}/account/purchases`,
      ].join('\n') + signature,
  };
}

/** A payment for a course the buyer already had went back to them: the buyer is told. */
export function duplicateRefundNotice(
  purchase: PurchaseRow,
  duplicate: { paymentId: string; amount: number },
  appUrl: string,
): MailMessage {
  return {
    to: purchase.payerEmail,
    subject: `Te devolvimos un pago repetido: ${purchase.courseTitle}`,
    body: [
      paragraph(`Hola, ${purchase.payerName}:`),
      paragraph(
        `Recibimos un pago por "${purchase.courseTitle}" cuando el curso ya era tuyo, así que te lo devolvimos completo. El curso sigue en tu cuenta.`,
      ),
      details([
        ['Importe', formatPrice(duplicate.amount)],
        ['Operación N°', duplicate.paymentId],
      ]),
      paragraph(
        'El dinero vuelve al mismo medio de pago; según la tarjeta o el banco puede tardar unos días hábiles en verse.',
      ),
      paragraph('Tus compras: ', link(`${appUrl}/account/purchases`)),
    ],
    text:
      [
        `Hola, ${purchase.payerName}:`,
        '',
        `Recibimos un pago de ${formatPrice(duplicate.amount)} (operación N° ${duplicate.paymentId}) por "${purchase.courseTitle}" cuando el curso ya era tuyo, así que te lo devolvimos completo. El curso sigue en tu cuenta.`,
        '',
        'El dinero vuelve al mismo medio de pago; según la tarjeta o el banco puede tardar unos días hábiles en verse.',
        '',
        `Tus compras: ${appUrl}/account/purchases`,
      ].join('\n') + signature,
  };
}

/** Tells the consultancy that a payment needs a person (wrong amount, paid twice). */
export function reviewAlertEmail(
  to: string,
  purchase: PurchaseRow,
  reason: string,
  appUrl: string,
): MailMessage {
  return {
    to,
    subject: `Pago para revisar: ${purchase.courseTitle}`,
    body: [
      paragraph('Un pago no se acreditó automáticamente y necesita revisión:'),
      quote(reason),
      details([
        ['Compra', purchase.id],
        ['Comprador', `${purchase.payerName} ${purchase.payerLastname} <${purchase.payerEmail}>`],
        ['Medio de pago', purchase.provider],
      ]),
      button(`${appUrl}/panel/purchases?search=${purchase.id}`, 'Ver la compra en el panel'),
    ],
    text: [
      'Un pago no se acreditó automáticamente y necesita revisión:',
      '',
      reason,
      '',
      `Compra: ${purchase.id}`,
      `Comprador: ${purchase.payerName} ${purchase.payerLastname} <${purchase.payerEmail}>`,
      `Medio de pago: ${purchase.provider}`,
      '',
      `Panel: ${appUrl}/panel/purchases?search=${purchase.id}`,
    ].join('\n'),
  };
}

/** Unused seats given back: how many, how much, and what stays with the company. */
export function seatRefundNotice(
  purchase: PurchaseRow,
  refund: { seats: number; amount: number },
  appUrl: string,
): MailMessage {
  const given = refund.seats === 1 ? '1 licencia sin usar' : `${refund.seats} licencias sin usar`;
  const left = (purchase.seats ?? 0) - purchase.refundedSeats;
  const words = `Reintegramos ${given} de tu compra de "${purchase.courseTitle}". Te quedan ${left} licencia(s); las que ya se usan siguen con sus estudiantes.`;
  const money =
    'El dinero vuelve al mismo medio de pago; según la tarjeta o el banco puede tardar unos días hábiles en verse.';
  return {
    to: purchase.payerEmail,
    subject: `Reintegramos licencias de tu compra: ${purchase.courseTitle}`,
    body: [
      paragraph(`Hola, ${purchase.payerName}:`),
      paragraph(words),
      details([
        ['Licencias reintegradas', String(refund.seats)],
        ['Importe', formatPrice(refund.amount)],
        ['Operación N°', purchase.paymentId ?? '—'],
      ]),
      paragraph(money),
      paragraph('Tus licencias: ', link(`${appUrl}/account/company`)),
    ],
    text:
      [
        `Hola, ${purchase.payerName}:`,
        '',
        words,
        '',
        `  Licencias reintegradas: ${refund.seats}`,
        `  Importe:                ${formatPrice(refund.amount)}`,
        `  Operación N°:           ${purchase.paymentId ?? '—'}`,
        '',
        money,
        '',
        `Tus licencias: ${appUrl}/account/company`,
      ].join('\n') + signature,
  };
}
