import { DEMO_CONTACT } from '../../../shared/site-contact';
import type { ArcaConfig, Config } from '../../config';
import type { certificates, invoices, purchases } from '../../db/schema';
import { accountBlockedNotice, accountUnblockedNotice } from '../admin/emails';
import { emailChangedNotice, passwordResetEmail, verificationCodeEmail } from '../auth/emails';
import { certificateEmail, certificateRevokedEmail } from '../certificates/emails';
import {
  arrepentimientoLink,
  arrepentimientoReceipt,
  arrepentimientoWithoutPurchase,
  bajaConfirmation,
  bajaDone,
  bajaWithoutAccount,
  reviewDecided,
} from '../consumer/emails';
import { seatInviteEmail } from '../company/invite-email';
import { contactAnswerMail, contactForwardMail } from '../contact/emails';
import { invoiceEmail } from '../invoices/emails';
import {
  duplicateRefundNotice,
  receiptEmail,
  refundNotice,
  reviewAlertEmail,
} from '../payments/emails';
import { checkoutReminderEmail } from '../payments/reminder-email';
import { questionAnswerMail } from '../questions/emails';
import { announcementMail } from '../announcements/emails';
import { unitOpenedEmail } from '../learning/unit-opened-email';
import { confirmationMail, reminderMail } from '../tax-calendar/reminders/emails';
import { CONFIRM_PATH, linkUrl, STOP_PATH } from '../tax-calendar/reminders/links';
import { UNSUBSCRIBE_PATH, type UnsubscribeLink } from '../unsubscribe/links';
import type { MailMessage } from '../../mail/mailer';
import {
  planBajaLinkEmail,
  planCancelledEmail,
  planPausedEmail,
  planPaymentFailedEmail,
  planReceiptEmail,
} from '../subscriptions/emails';

/**
 * Every e-mail the site sends, built with made-up data: what `/dev/emails` shows and what the
 * template test checks (both parts, the footer, the links). A new template gets an entry here.
 */
export type MailSample = {
  /** The preview's address: /dev/emails/{name}. */
  name: string;
  /** When the site sends it. */
  title: string;
  build: (config: Config) => MailMessage | Promise<MailMessage>;
};

const TO = 'ana.garcia@example.com';
const AT = new Date('2026-03-10T14:30:00-03:00');

const purchase: typeof purchases.$inferSelect = {
  id: '5f1c2a9e-7b7d-4c1e-9f57-3e2b8d9a0c11',
  userId: null,
  courseId: 3,
  courseSlug: 'monotributo-de-cero',
  refundedSeats: 0,
  refundedAmount: 0,
  bundleId: null,
  planSubscriptionId: null,
  companyCuit: null,
  companyName: null,
  companyIvaCondition: null,
  seats: null,
  courseTitle: 'Monotributo de cero',
  provider: 'mercadopago',
  preferenceId: null,
  initPoint: null,
  paymentId: '1324567890',
  status: 'approved',
  statusDetail: null,
  amount: 45000,
  discount: 5000,
  couponId: null,
  couponCode: 'OTONO10',
  bookingId: null,
  currency: 'ARS',
  payerName: 'Ana',
  payerLastname: 'García',
  payerEmail: TO,
  payerDocument: '30123456',
  payerCountry: 'AR',
  payerRegion: 'Ciudad Autónoma de Buenos Aires',
  payerLocation: 'Palermo',
  reviewReason: null,
  nextCheckAt: null,
  checkCount: 0,
  approvedAt: AT,
  createdAt: AT,
  updatedAt: AT,
  searchText: '',
};

const invoice: typeof invoices.$inferSelect = {
  id: '9a3e7c44-1d0b-4c6f-8e61-0b7b7f3d2e55',
  purchaseId: purchase.id,
  kind: 'invoice',
  relatedInvoiceId: null,
  seatRefundId: null,
  voucherType: 11,
  pointOfSale: 3,
  number: 42,
  status: 'issued',
  docType: 96,
  docNumber: '30123456',
  receiverCondition: 5,
  total: 45000,
  net: 45000,
  vat: 0,
  voucherDate: '20260310',
  cae: '76123456789012',
  caeDueDate: '20260320',
  request: null,
  response: null,
  lastError: null,
  attempts: 1,
  issuedAt: AT,
  createdAt: AT,
  updatedAt: AT,
};

const certificate: typeof certificates.$inferSelect = {
  id: 7,
  code: 'EF-7K3M-Q9PX',
  userId: null,
  courseId: 3,
  fullName: 'Ana García',
  document: '30123456',
  documentHash: null,
  holderClosedAt: null,
  courseTitle: 'Monotributo de cero',
  minutes: 390,
  completedAt: AT,
  revokedAt: null,
  revokedReason: null,
  createdAt: AT,
  searchText: '',
};

/** Invoicing as a site that has it on (the sample voucher's PDF needs an issuer). */
const sampleArca = (config: Config): ArcaConfig =>
  config.arca ?? {
    cuit: Number(DEMO_CONTACT.cuit),
    cert: '',
    key: '',
    pointOfSale: 3,
    taxCondition: 'monotributo',
    production: false,
    issuer: {
      name: config.firm.name,
      address: config.firm.address,
      grossIncome: DEMO_CONTACT.cuit,
      activityStart: '2015-04-01',
    },
  };

/** A marketing mail's unsubscribe link (or a reminder's), with a token that unsubscribes no one. */
function sampleUnsubscribe(config: Config, path = UNSUBSCRIBE_PATH): UnsubscribeLink {
  const url = linkUrl(config.appUrl, path, 'muestra');
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export const MAIL_SAMPLES: MailSample[] = [
  {
    name: 'codigo-verificacion',
    title: 'Código para verificar la cuenta',
    build: () => verificationCodeEmail(TO, '482913', 'verify_account'),
  },
  {
    name: 'codigo-cambio-correo',
    title: 'Código para confirmar un correo nuevo',
    build: () => verificationCodeEmail(TO, '705126', 'change_email'),
  },
  {
    name: 'restablecer-contrasena',
    title: 'Enlace para restablecer la contraseña',
    build: (config) =>
      passwordResetEmail(TO, `${config.appUrl}/auth/login/reset-password/muestra/token-de-muestra`),
  },
  {
    name: 'correo-cambiado',
    title: 'Aviso al correo anterior de un cambio de correo',
    build: () => emailChangedNotice(TO, 'ana.nueva@example.com'),
  },
  {
    name: 'cuenta-bloqueada',
    title: 'Cuenta bloqueada por un administrador',
    build: () => accountBlockedNotice(TO, 'Compartiste tu cuenta con otras personas.'),
  },
  {
    name: 'cuenta-desbloqueada',
    title: 'Cuenta desbloqueada',
    build: () => accountUnblockedNotice(TO),
  },
  {
    name: 'recibo-compra',
    title: 'Recibo de una compra aprobada',
    build: (config) => receiptEmail(purchase, config.appUrl),
  },
  {
    name: 'recibo-licencias',
    title: 'Recibo de una compra de licencias para una empresa',
    build: (config) =>
      receiptEmail(
        {
          ...purchase,
          seats: 5,
          companyCuit: '30712345678',
          companyName: 'Estudio García SRL',
          companyIvaCondition: 'responsable_inscripto',
        },
        config.appUrl,
      ),
  },
  {
    name: 'licencia-asignada',
    title: 'Invitación a una licencia de empresa',
    build: (config) =>
      seatInviteEmail({
        to: TO,
        company: 'Estudio García SRL',
        course: { id: 3, slug: 'monotributo-de-cero', title: 'Monotributo de cero' },
        invitee: 'newcomer',
        appUrl: config.appUrl,
      }),
  },
  {
    name: 'reintegro',
    title: 'Reintegro de una compra',
    build: (config) => refundNotice({ ...purchase, status: 'refunded' }, config.appUrl),
  },
  {
    name: 'contracargo',
    title: 'Pago revertido por un contracargo',
    build: (config) => refundNotice({ ...purchase, status: 'charged_back' }, config.appUrl),
  },
  {
    name: 'pago-repetido',
    title: 'Devolución de un pago repetido',
    build: (config) =>
      duplicateRefundNotice(purchase, { paymentId: '1324567999', amount: 45000 }, config.appUrl),
  },
  {
    name: 'pago-para-revisar',
    title: 'Aviso al estudio: un pago para revisar',
    build: (config) =>
      reviewAlertEmail(
        config.contactEmail,
        purchase,
        'El importe pagado ($ 40.000) no coincide con el de la compra ($ 45.000).',
        config.appUrl,
      ),
  },
  {
    name: 'recordatorio-compra',
    title: 'Recordatorio de una compra sin terminar',
    build: (config) =>
      checkoutReminderEmail({
        to: TO,
        name: 'Ana',
        course: { id: 3, slug: 'monotributo-de-cero', title: 'Monotributo de cero' },
        unsubscribe: sampleUnsubscribe(config),
        appUrl: config.appUrl,
      }),
  },
  {
    name: 'factura',
    title: 'Factura electrónica de una compra (con el PDF)',
    build: (config) => invoiceEmail({ ...config, arca: sampleArca(config) }, invoice, purchase),
  },
  {
    name: 'certificado',
    title: 'Certificado de un curso completado',
    build: (config) => certificateEmail(config, { email: TO, name: 'Ana' }, certificate),
  },
  {
    name: 'certificado-revocado',
    title: 'Certificado revocado',
    build: () =>
      certificateRevokedEmail(
        { email: TO, name: 'Ana' },
        certificate,
        'El curso se completó con una cuenta compartida.',
      ),
  },
  {
    name: 'arrepentimiento-enlace',
    title: 'Enlace para confirmar un arrepentimiento',
    build: (config) =>
      arrepentimientoLink(
        TO,
        'ARR-4821',
        `${config.appUrl}/arrepentimiento/confirmar/muestra#token-de-muestra`,
      ),
  },
  {
    name: 'arrepentimiento-sin-compra',
    title: 'Arrepentimiento sin compras que cancelar',
    build: () => arrepentimientoWithoutPurchase(TO, 'ARR-4821'),
  },
  {
    name: 'arrepentimiento-recibo',
    title: 'Constancia de un arrepentimiento confirmado',
    build: () =>
      arrepentimientoReceipt(
        TO,
        'ARR-4821',
        'Cancelamos tu compra de "Monotributo de cero" y te reintegramos el total al mismo medio de pago.',
      ),
  },
  {
    name: 'arrepentimiento-resuelto',
    title: 'Arrepentimiento revisado por el estudio',
    build: () =>
      reviewDecided(TO, 'ARR-4821', {
        approved: false,
        paid: true,
        courseTitle: 'Monotributo de cero',
        reason: 'Viste el 80 % del curso antes de pedirlo.',
      }),
  },
  {
    name: 'baja-enlace',
    title: 'Enlace para confirmar la baja de la cuenta',
    build: (config) =>
      bajaConfirmation(TO, 'BAJ-1934', `${config.appUrl}/baja/confirmar/muestra/token-de-muestra`),
  },
  {
    name: 'baja-sin-cuenta',
    title: 'Pedido de baja sin cuenta',
    build: () => bajaWithoutAccount(TO, 'BAJ-1934'),
  },
  {
    name: 'baja-hecha',
    title: 'Baja de la cuenta confirmada',
    build: () => bajaDone(TO, 'BAJ-1934'),
  },
  {
    name: 'consulta-recibida',
    title: 'Aviso al estudio de una consulta del sitio',
    build: (config) =>
      contactForwardMail({
        to: config.contactEmail,
        message: {
          name: 'Ana García',
          email: TO,
          message: '¿El curso de monotributo sirve si ya estoy inscripta?\nGracias.',
        },
        receivedAt: '10/3/2026, 14:30:00',
      }),
  },
  {
    name: 'respuesta-consulta',
    title: 'Respuesta del estudio a una consulta',
    build: (config) =>
      contactAnswerMail({
        to: TO,
        name: 'Ana',
        answer: 'Sí: el curso también cubre la recategorización.\nCualquier duda, escribinos.',
        original: '¿El curso de monotributo sirve si ya estoy inscripta?',
        receivedAt: AT,
        replyTo: config.contactEmail,
      }),
  },
  {
    name: 'respuesta-pregunta',
    title: 'Respuesta del estudio a la pregunta de un alumno en una lección',
    build: (config) =>
      questionAnswerMail({
        to: TO,
        name: 'Ana',
        courseTitle: 'Monotributo desde cero',
        lessonTitle: 'Categorías y recategorización',
        question: '¿La recategorización se hace en enero y en julio?',
        answer: 'Sí: en enero y en julio, con los ingresos de los últimos 12 meses.',
        lessonUrl: `${config.appUrl}/account/courses/3/monotributo-desde-cero?lesson=12`,
      }),
  },
  {
    name: 'anuncio',
    title: 'Anuncio del estudio a los alumnos de un curso (con baja en un clic)',
    build: (config) =>
      announcementMail({
        to: TO,
        name: 'Ana',
        subject: 'Agregamos la Unidad 5: recategorización',
        body: 'Ya está disponible la **Unidad 5**, con dos lecciones nuevas.\n\n- Cuándo recategorizarse\n- Cómo hacerlo en la web de ARCA',
        courseTitle: 'Monotributo desde cero',
        unsubscribe: sampleUnsubscribe(config),
      }),
  },
  {
    name: 'unidad-disponible',
    title: 'Aviso de una unidad que se abrió para el alumno (con baja en un clic)',
    build: (config) =>
      unitOpenedEmail({
        to: TO,
        name: 'Ana',
        opened: {
          course: { id: 3, slug: 'monotributo-desde-cero', title: 'Monotributo desde cero' },
          unit: { number: 3, title: 'Recategorización' },
          firstModuleId: 12,
        },
        unsubscribe: sampleUnsubscribe(config),
        appUrl: config.appUrl,
      }),
  },
  {
    name: 'avisos-vencimientos-confirmar',
    title: "Enlace para confirmar los avisos de vencimientos ('Avisarme por e-mail')",
    build: (config) =>
      confirmationMail({
        to: TO,
        choices: { digit: 7, labels: ['Monotributo', 'IVA'], daysBefore: 3 },
        confirmUrl: linkUrl(config.appUrl, CONFIRM_PATH, 'muestra'),
      }),
  },
  {
    name: 'aviso-vencimientos',
    title: 'Aviso de los vencimientos que se acercan (con baja en un clic)',
    build: (config) =>
      reminderMail({
        to: TO,
        digit: 7,
        dates: [
          { label: 'Monotributo', period: '2026-03', date: '2026-03-20', daysLeft: 3 },
          { label: 'IVA', period: '2026-02', date: '2026-03-20', daysLeft: 3 },
          {
            label: 'Ganancias (personas humanas)',
            period: '2025',
            date: '2026-03-21',
            daysLeft: 4,
          },
        ],
        appUrl: config.appUrl,
        unsubscribe: sampleUnsubscribe(config, STOP_PATH),
      }),
  },
  {
    name: 'plan-pago-del-mes',
    title: "Comprobante de un mes del 'Plan Contador'",
    build: (config) =>
      planReceiptEmail({
        to: TO,
        name: 'Ana',
        amount: 18500,
        paymentId: '1325004512',
        paidAt: AT,
        paidUntil: new Date('2026-04-10T14:30:00-03:00'),
        appUrl: config.appUrl,
      }),
  },
  {
    name: 'plan-pago-rechazado',
    title: "Aviso de un cobro del 'Plan Contador' rechazado, con el período de gracia",
    build: (config) =>
      planPaymentFailedEmail({
        to: TO,
        name: 'Ana',
        graceUntil: new Date('2026-03-15T14:30:00-03:00'),
        appUrl: config.appUrl,
      }),
  },
  {
    name: 'plan-pausado',
    title: "Aviso de 'Plan Contador' pausado por falta de pago",
    build: (config) => planPausedEmail({ to: TO, name: 'Ana', appUrl: config.appUrl }),
  },
  {
    name: 'plan-cancelado',
    title: "Confirmación de la cancelación del 'Plan Contador'",
    build: (config) =>
      planCancelledEmail({
        to: TO,
        name: 'Ana',
        accessUntil: new Date('2026-04-10T14:30:00-03:00'),
        appUrl: config.appUrl,
      }),
  },
  {
    name: 'plan-boton-de-baja',
    title: "Enlace del Botón de Baja del 'Plan Contador'",
    build: (config) =>
      planBajaLinkEmail({
        to: TO,
        name: 'Ana',
        link: `${config.appUrl}/plan-contador/baja/00000000-0000-4000-8000-000000000000/token`,
      }),
  },
];
