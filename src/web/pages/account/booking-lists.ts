import type { ClientBooking } from '../../../shared/responses/consultations';
import type { ConsultationType } from '../../../shared/responses/consultations';

/** A booking still ahead: reserved or confirmed, and not over yet. */
export const isUpcoming = (booking: ClientBooking, now: number) =>
  (booking.status === 'held' || booking.status === 'confirmed') && Date.parse(booking.end) > now;

/** The bookings ahead, soonest first, and the rest, latest first. */
export function splitBookings(bookings: ClientBooking[], now: number) {
  const byStart = (a: ClientBooking, b: ClientBooking) => Date.parse(a.start) - Date.parse(b.start);
  const upcoming = bookings.filter((booking) => isUpcoming(booking, now)).sort(byStart);
  const past = bookings
    .filter((booking) => !isUpcoming(booking, now))
    .sort((a, b) => byStart(b, a));
  return { upcoming, past };
}

/** The type a booking was made for, to offer its free times for a new one, while it is offered. */
export function typeOfBooking(
  booking: Pick<ClientBooking, 'typeId'>,
  types: ConsultationType[],
): ConsultationType | undefined {
  return types.find((type) => type.id === booking.typeId);
}
