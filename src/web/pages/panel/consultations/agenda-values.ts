import type { BookingStatus } from '../../../../shared/consultations';
import { PURCHASE_STATUS_LABELS } from '../../../../shared/purchases';
import type { AgendaBooking } from '../../../../shared/responses/admin-consultations';
import { WEEKDAY_NAMES, type Weekday } from '../../../../shared/weekdays';

/* Argentina keeps UTC−3 all year: its wall time is the UTC time three hours earlier. */
const OFFSET_MS = 3 * 60 * 60 * 1000;
const argentine = (iso: string) => new Date(new Date(iso).getTime() - OFFSET_MS);

/** The Argentine day of a moment as the agenda heads it: 'lunes 7/12'. */
export function agendaDay(iso: string): string {
  const day = argentine(iso);
  const name = WEEKDAY_NAMES[String(day.getUTCDay()) as Weekday].toLowerCase();
  return `${name} ${day.getUTCDate()}/${day.getUTCMonth() + 1}`;
}

/** The Argentine time of a moment: '09:30'. */
export const agendaTime = (iso: string) => argentine(iso).toISOString().slice(11, 16);

/** The bookings by Argentine day, in the order they come. */
export function byDay(bookings: AgendaBooking[]): { day: string; bookings: AgendaBooking[] }[] {
  const days: { day: string; bookings: AgendaBooking[] }[] = [];
  for (const booking of bookings) {
    const day = agendaDay(booking.start);
    const last = days[days.length - 1];
    if (last?.day === day) last.bookings.push(booking);
    else days.push({ day, bookings: [booking] });
  }
  return days;
}

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Esperando el pago',
  confirmed: 'Confirmada',
  expired: 'Vencida sin pagar',
  cancelled: 'Cancelada',
  done: 'Realizada',
  no_show: 'Ausente',
};

/** The payment as the firm reads it: 'Gratuita', 'Pago aprobado (operación 123)'… */
export function paymentLabel(booking: AgendaBooking): string {
  if (!booking.payment) return booking.price === 0 ? 'Gratuita' : 'Sin pago';
  const status = `Pago ${PURCHASE_STATUS_LABELS[booking.payment.status].toLowerCase()}`;
  return booking.payment.operationId
    ? `${status} (operación ${booking.payment.operationId})`
    : status;
}
