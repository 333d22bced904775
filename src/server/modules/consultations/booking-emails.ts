import { formatPrice } from '../../../shared/money';
import type { MailMessage } from '../../mail/mailer';
import { button, details, note, paragraph } from '../../mail/layout/blocks';
import type { BookingRow } from './booking-store';
import { MODE_LABELS, whenText } from './booking-text';
import { invitation, placeOf, type InvitationFirm } from './invitation';

export type BookingMailPeople = { firm: InvitationFirm; client: { name: string; email: string } };

type Kind = 'confirmed' | 'rescheduled' | 'reminder-day' | 'reminder-hour' | 'cancelled';

const INTRO: Record<Kind, (booking: BookingRow) => string> = {
  confirmed: (booking) =>
    booking.price > 0
      ? 'Recibimos tu pago y tu consulta quedó confirmada. Te dejamos la invitación para tu calendario.'
      : 'Tu consulta quedó confirmada. Te dejamos la invitación para tu calendario.',
  rescheduled: () => 'Cambiamos el horario de tu consulta. Este es el nuevo:',
  'reminder-day': () => 'Te recordamos que mañana tenés tu consulta con nosotros.',
  'reminder-hour': () => 'Tu consulta empieza en una hora.',
  cancelled: () => 'Tu consulta quedó cancelada.',
};

const SUBJECT: Record<Kind, string> = {
  confirmed: 'Consulta confirmada',
  rescheduled: 'Nuevo horario de tu consulta',
  'reminder-day': 'Mañana: tu consulta',
  'reminder-hour': 'En una hora: tu consulta',
  cancelled: 'Consulta cancelada',
};

/**
 * A mail about a booking, with the calendar invitation when the time is news to the client
 * (confirmed, moved) and its withdrawal when it is cancelled. `extra` adds a line (a refund).
 */
export function bookingEmail(
  kind: Kind,
  booking: BookingRow,
  people: BookingMailPeople,
  extra?: string,
): MailMessage {
  const { firm, client } = people;
  const when = whenText(booking.startsAt);
  const place = placeOf(booking, firm);
  const account = new URL('/account/consultations', firm.appUrl).toString();
  const rows: [string, string][] = [
    ['Consulta', booking.typeTitle],
    ['Cuándo', when],
    ['Duración', `${booking.durationMinutes} minutos`],
    ['Modalidad', MODE_LABELS[booking.mode]],
    ['Dónde', place],
    ...(booking.price > 0 ? ([['Importe', formatPrice(booking.price)]] as [string, string][]) : []),
  ];
  const withInvitation = kind === 'confirmed' || kind === 'rescheduled' || kind === 'cancelled';
  const closing =
    kind === 'cancelled'
      ? 'Si querés, podés reservar otro horario cuando quieras.'
      : 'Podés cambiar el horario una vez o cancelar sin cargo hasta 24 horas antes, desde Mis consultas.';
  return {
    to: client.email,
    subject: `${SUBJECT[kind]}: ${when}`,
    body: [
      paragraph(`Hola, ${client.name}:`),
      paragraph(INTRO[kind](booking)),
      details(rows),
      ...(extra ? [paragraph(extra)] : []),
      ...(booking.meetingUrl && kind !== 'cancelled'
        ? [button(booking.meetingUrl, 'Entrar a la videollamada')]
        : [button(account, 'Ver mis consultas')]),
      note(closing),
    ],
    text: [
      `Hola, ${client.name}:`,
      '',
      INTRO[kind](booking),
      '',
      ...rows.map(([label, value]) => `  ${label}: ${value}`),
      ...(extra ? ['', extra] : []),
      '',
      ...(booking.meetingUrl && kind !== 'cancelled'
        ? [`Videollamada: ${booking.meetingUrl}`]
        : []),
      `Mis consultas: ${account}`,
      '',
      closing,
      '',
      '—',
      firm.name,
    ].join('\n'),
    replyToFirm: true,
    ...(withInvitation
      ? {
          icalEvent: {
            method: kind === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const),
            filename: 'consulta.ics',
            content: invitation(booking, people, kind === 'cancelled' ? 'CANCEL' : 'REQUEST'),
          },
        }
      : {}),
  };
}
