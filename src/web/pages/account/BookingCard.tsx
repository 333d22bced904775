import { CalendarClock, CreditCard, Video, X } from 'lucide';
import { useState } from 'react';
import type { ClientBooking } from '../../../shared/responses/consultations';
import {
  argentineDay,
  consultationPrice,
  fullDayLabel,
  MODE_LABELS,
  STATUS_LABELS,
  timeRangeLabel,
} from '../../components/consultations/consultation-text';
import { Button, buttonClasses } from '../../components/ui/Button';
import { CardFacts } from '../../components/ui/CardFacts';
import { Icon } from '../../components/ui/Icon';
import { StatusTag } from '../../components/ui/StatusTag';
import { CancelBookingDialog } from './CancelBookingDialog';
import { RescheduleDialog } from './RescheduleDialog';

const facts = (booking: ClientBooking) => [
  { label: 'Día', value: fullDayLabel(argentineDay(booking.start)) },
  {
    label: 'Horario',
    value: timeRangeLabel(booking.start, booking.end, booking.durationMinutes),
  },
  { label: 'Modalidad', value: MODE_LABELS[booking.mode] },
  { label: 'Precio', value: consultationPrice(booking.price) },
];

/** One booking: what, when, how, its state and what can be done with it now. */
export function BookingCard({ booking }: { booking: ClientBooking }) {
  const [dialog, setDialog] = useState<'reschedule' | 'cancel' | null>(null);
  const status = STATUS_LABELS[booking.status];
  const titleId = `booking-${booking.id}`;
  const hasActions =
    booking.meetingUrl || booking.payUrl || booking.canReschedule || booking.canCancel;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h4 id={titleId} className="font-semibold text-brand-900">
          {booking.typeTitle}
        </h4>
        <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </div>
      <CardFacts facts={facts(booking)} />
      {hasActions && (
        <div className="flex flex-wrap gap-2">
          {booking.meetingUrl && (
            <a
              href={booking.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', undefined, 'sm')}
            >
              <Icon node={Video} className="size-4" aria-hidden="true" />
              Entrar a la videollamada
            </a>
          )}
          {booking.payUrl && (
            <a href={booking.payUrl} className={buttonClasses('accent', undefined, 'sm')}>
              <Icon node={CreditCard} className="size-4" aria-hidden="true" />
              Pagar
            </a>
          )}
          {booking.canReschedule && (
            <Button variant="outline" size="sm" onClick={() => setDialog('reschedule')}>
              <Icon node={CalendarClock} className="size-4" aria-hidden="true" />
              Cambiar horario
            </Button>
          )}
          {booking.canCancel && (
            <Button variant="ghost" size="sm" onClick={() => setDialog('cancel')}>
              <Icon node={X} className="size-4" aria-hidden="true" />
              Cancelar
            </Button>
          )}
        </div>
      )}
      {dialog === 'reschedule' && (
        <RescheduleDialog
          booking={booking}
          open
          onOpenChange={(open) => setDialog(open ? 'reschedule' : null)}
        />
      )}
      {dialog === 'cancel' && (
        <CancelBookingDialog
          booking={booking}
          open
          onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        />
      )}
    </article>
  );
}
