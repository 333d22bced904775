import { useState } from 'react';
import type { AgendaBooking } from '../../../../shared/responses/admin-consultations';
import {
  moveSlots,
  useAgenda,
  useRescheduleAgendaBooking,
  useUpdateAgendaBooking,
} from '../../../api/admin-consultations';
import { NewTimeChoice } from '../../../components/consultations/NewTimeChoice';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/FormField';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { LoadError } from '../../../components/ui/LoadError';
import { toastOutcome } from '../../../components/ui/toast';
import { agendaTime, BOOKING_STATUS_LABELS, byDay, paymentLabel } from './agenda-values';
import { modeLabel } from './consultation-values';

type Editing = 'notes' | 'time' | null;

/** What the firm marks a consultation once its time has come. */
const MARKS = [
  ['done', 'Realizada'],
  ['no_show', 'Ausente'],
] as const;

/** One consultation: when, who, what about, its payment, and what the firm can do with it. */
function AgendaItem({ booking, now }: { booking: AgendaBooking; now: number }) {
  const update = useUpdateAgendaBooking();
  const reschedule = useRescheduleAgendaBooking();
  const [editing, setEditing] = useState<Editing>(null);
  const [notes, setNotes] = useState(booking.firmNotes);
  const client = booking.client;
  const past = new Date(booking.start).getTime() <= now;
  const markable = past && ['confirmed', 'done', 'no_show'].includes(booking.status);
  const saved = {
    onSuccess: (answer: { message: string }) => {
      toastOutcome.onSuccess(answer);
      setEditing(null);
    },
    onError: toastOutcome.onError,
  };
  const mark = (status: 'done' | 'no_show') =>
    update.mutate({ id: booking.id, change: { status } }, toastOutcome);

  return (
    <li
      aria-label={`Consulta de las ${agendaTime(booking.start)}`}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <p className="font-semibold text-brand-900">
        {agendaTime(booking.start)} a {agendaTime(booking.end)} · {booking.typeTitle} (
        {modeLabel(booking.mode)}) · {BOOKING_STATUS_LABELS[booking.status]}
      </p>
      <p className="text-sm text-slate-700">
        {client ? `${client.name} ${client.lastname} · ${client.email}` : 'Cuenta eliminada'} ·{' '}
        {booking.phone}
      </p>
      <p className="text-sm text-slate-700">Tema: {booking.topic}</p>
      <p className="text-sm text-slate-700">
        {paymentLabel(booking)}
        {booking.invoice?.number && ` · Factura ${booking.invoice.number}`}
      </p>
      {booking.meetingUrl && (
        <p className="text-sm">
          <a
            className="text-brand-700 underline"
            href={booking.meetingUrl}
            target="_blank"
            rel="noreferrer"
          >
            Entrar a la videollamada
          </a>
        </p>
      )}
      {booking.firmNotes && editing !== 'notes' && (
        <p className="text-sm whitespace-pre-line text-slate-600">Notas: {booking.firmNotes}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {markable &&
          MARKS.map(([status, label]) => (
            <Button
              key={status}
              size="sm"
              variant={booking.status === status ? 'primary' : 'outline'}
              disabled={update.isPending}
              onClick={() => mark(status)}
            >
              {label}
            </Button>
          ))}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(editing === 'notes' ? null : 'notes')}
        >
          Notas
        </Button>
        {booking.status === 'confirmed' && !past && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(editing === 'time' ? null : 'time')}
          >
            Cambiar horario
          </Button>
        )}
      </div>
      {editing === 'notes' && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ id: booking.id, change: { firmNotes: notes } }, saved);
          }}
        >
          <TextAreaField
            label="Notas del estudio"
            hint="Solo las ve el estudio, nunca el cliente."
            maxLength={2000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <div>
            <Button type="submit" size="sm" disabled={update.isPending}>
              Guardar notas
            </Button>
          </div>
        </form>
      )}
      {editing === 'time' && (
        <section aria-label="Nuevo horario" className="rounded-xl border border-slate-200 p-4">
          <NewTimeChoice
            source={moveSlots(booking.id)}
            confirmLabel="Mover y avisar al cliente"
            pending={reschedule.isPending}
            back={
              <Button variant="outline" onClick={() => setEditing(null)}>
                Cancelar
              </Button>
            }
            onConfirm={(start, refused) =>
              reschedule.mutate(
                { id: booking.id, start },
                {
                  ...saved,
                  onError: (error) => {
                    toastOutcome.onError(error);
                    refused();
                  },
                },
              )
            }
          />
        </section>
      )}
    </li>
  );
}

/** 'Agenda': the consultations of today and the next 14 days, by day. */
export function AgendaSection() {
  const agenda = useAgenda();
  // Whether a consultation's time has come, judged when the agenda was read.
  const now = agenda.dataUpdatedAt;
  return (
    <section aria-labelledby="agenda-title" className="flex flex-col gap-4">
      <h2 id="agenda-title" className="text-xl font-semibold text-brand-900">
        Agenda
      </h2>
      {agenda.isPending && <ListSkeleton />}
      {agenda.isError && (
        <LoadError>Ocurrió un error al obtener la agenda. Intente de nuevo más tarde.</LoadError>
      )}
      {agenda.isSuccess && agenda.data.length === 0 && (
        <p className="text-slate-700">No hay consultas en los próximos 14 días.</p>
      )}
      {agenda.isSuccess &&
        byDay(agenda.data).map(({ day, bookings }) => (
          <section key={day} aria-label={day} className="flex flex-col gap-2">
            <h3 className="font-semibold text-slate-800 first-letter:uppercase">{day}</h3>
            <ul className="flex flex-col gap-3">
              {bookings.map((booking) => (
                <AgendaItem key={booking.id} booking={booking} now={now} />
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}
