import { z } from 'zod';

/** How a consultation takes place. */
export const CONSULTATION_MODES = ['video', 'presencial', 'telefono'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

/**
 * A booking's life: `held` while its checkout can be paid (at most HOLD_MINUTES), `confirmed`
 * once paid (or at once when free), `expired` when the hold ran out unpaid, `cancelled` by the
 * client or the firm, and `done` or `no_show` as the firm marks it afterwards.
 */
export const BOOKING_STATUSES = [
  'held',
  'confirmed',
  'expired',
  'cancelled',
  'done',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How long a time is kept for a client who is paying for it. */
export const HOLD_MINUTES = 30;

/** A range of the day in Argentine time, 'HH:MM' to 'HH:MM'. */
export type DayRange = { from: string; to: string };
/** For each weekday, 0 (Sunday) to 6 (Saturday), the ranges the firm takes consultations in. */
export type WeeklyHours = Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', DayRange[]>;

export const DEFAULT_AVAILABILITY = {
  minNoticeHours: 24,
  bufferMinutes: 0,
  horizonDays: 60,
} as const;

export const CONSULTATION_TYPE_NOT_FOUND = 'No encontramos esa consulta o ya no se ofrece.';
export const BOOKING_NOT_FOUND = 'No encontramos esa reserva.';
export const SLOT_TAKEN = 'Ese horario ya no está disponible.';

/** An instant with its offset, as the slots give it. */
const StartSchema = z.iso.datetime({ offset: true, error: 'Elegí un horario de la lista.' });

export const BookingRequestSchema = z.object({
  typeId: z.coerce
    .number({ error: CONSULTATION_TYPE_NOT_FOUND })
    .int(CONSULTATION_TYPE_NOT_FOUND)
    .positive(CONSULTATION_TYPE_NOT_FOUND)
    .max(2_147_483_647, CONSULTATION_TYPE_NOT_FOUND),
  start: StartSchema,
  phone: z
    .string({ error: 'Ingresá un teléfono de contacto.' })
    .trim()
    .min(1, { error: 'Ingresá un teléfono de contacto.', abort: true })
    .regex(/^\+?[\d\s()-]{8,20}$/, 'Ingresá un teléfono válido, con característica.'),
  topic: z
    .string({ error: 'Contanos brevemente el tema de la consulta.' })
    .trim()
    .min(10, 'Contanos el tema en al menos 10 caracteres.')
    .max(1000, 'El tema puede tener como máximo 1000 caracteres.'),
});
export type BookingRequest = z.output<typeof BookingRequestSchema>;

/** A booking's id in an address. */
export const BookingParamsSchema = z.object({ id: z.uuid({ error: BOOKING_NOT_FOUND }) });

export const RescheduleSchema = z.object({ start: StartSchema });

/** What the firm marks a consultation afterwards ('Agenda'). */
export const AFTER_STATUSES = ['done', 'no_show'] as const;
export const NOT_YET_HAPPENED =
  'Solo se puede marcar como realizada o ausente una consulta confirmada cuyo horario ya pasó.';
export const FIRM_NOTES_MAX = 2000;

export const AgendaUpdateSchema = z.object({
  status: z
    .enum(AFTER_STATUSES, { error: 'Elegí si la consulta se realizó o el cliente faltó.' })
    .optional(),
  firmNotes: z
    .string({ error: 'Las notas no son válidas.' })
    .max(FIRM_NOTES_MAX, `Las notas pueden tener como máximo ${FIRM_NOTES_MAX} caracteres.`)
    .optional(),
});
export type AgendaUpdate = z.output<typeof AgendaUpdateSchema>;
