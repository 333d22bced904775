import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { MODE_LABELS } from './booking-text';
import type { BookingRow } from './booking-store';

export type InvitationFirm = { name: string; email: string; address: string; appUrl: string };
type Client = { name: string; email: string };

/** Where the consultation takes place, as a calendar shows it. */
export function placeOf(
  booking: Pick<BookingRow, 'mode' | 'meetingUrl' | 'phone'>,
  firm: InvitationFirm,
) {
  if (booking.mode === 'video') return booking.meetingUrl ?? MODE_LABELS.video;
  if (booking.mode === 'presencial') return firm.address;
  return `${MODE_LABELS.telefono}: te llamamos al ${booking.phone}`;
}

/** The event's UID, the same in the client's invitation and the firm's feed. */
export const eventUid = (booking: Pick<BookingRow, 'id'>, appUrl: string) =>
  `consulta-${booking.id}@${new URL(appUrl).hostname}`;

/** Grows with every change of the booking (each one moves `updatedAt`), as RFC 5546 asks. */
export const sequenceOf = (booking: Pick<BookingRow, 'createdAt' | 'updatedAt'>) =>
  Math.floor((booking.updatedAt.getTime() - booking.createdAt.getTime()) / 1000);

/** What the invitation and the firm's feed say alike of a booking's event. */
export const eventCore = (booking: BookingRow, appUrl: string) => ({
  id: eventUid(booking, appUrl),
  sequence: sequenceOf(booking),
  start: booking.startsAt,
  end: booking.endsAt,
  stamp: booking.updatedAt,
  ...(booking.meetingUrl ? { url: booking.meetingUrl } : {}),
});

/**
 * The consultation as an iCalendar invitation (RFC 5545/5546) from the firm: times in UTC, one
 * UID per booking and a sequence that grows with each change, so a calendar moves or removes
 * the event it already has instead of adding another. `CANCEL` withdraws it.
 */
export function invitation(
  booking: BookingRow,
  people: { firm: InvitationFirm; client: Client },
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): string {
  const { firm, client } = people;
  const calendar = ical({
    prodId: { company: firm.name, product: 'Consultas', language: 'ES' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const place = placeOf(booking, firm);
  calendar.createEvent({
    ...eventCore(booking, firm.appUrl),
    summary: `${booking.typeTitle} · ${firm.name}`,
    description: [
      `Consulta con ${firm.name}.`,
      `Tema: ${booking.topic}`,
      booking.meetingUrl ? `Videollamada: ${booking.meetingUrl}` : '',
      `Tus consultas: ${new URL('/account/consultations', firm.appUrl).toString()}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: place,
    organizer: { name: firm.name, email: firm.email },
    attendees: [{ name: client.name, email: client.email, rsvp: false }],
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
