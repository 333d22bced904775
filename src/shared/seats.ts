import { z } from 'zod';

/** How many seats one company purchase may have ('Compro para mi empresa'). */
export const MIN_SEATS = 1;
export const MAX_SEATS = 100;

export const SEATS_OUT_OF_RANGE = `Elegí entre ${MIN_SEATS} y ${MAX_SEATS} licencias.`;
export const SEATS_NEED_COMPANY =
  'Las licencias son para compras de empresa: completá los datos de la empresa.';
export const SEATS_ONE_COURSE =
  'Las licencias son para un curso: comprá la ruta para vos, o las licencias curso por curso.';

/** The number of seats of an order: a whole number from 1 to 100. */
export const SeatsSchema = z
  .number({ error: SEATS_OUT_OF_RANGE })
  .int(SEATS_OUT_OF_RANGE)
  .min(MIN_SEATS, SEATS_OUT_OF_RANGE)
  .max(MAX_SEATS, SEATS_OUT_OF_RANGE);

/**
 * Seats go with a company and a single course: refused on `seats` otherwise (an order's or a
 * quote's superRefine).
 */
export function checkSeats(
  order: { seats?: number | undefined; company?: unknown; bundleId?: number | undefined },
  context: z.RefinementCtx,
): void {
  if (order.seats === undefined) return;
  if (order.company === undefined) {
    context.addIssue({ code: 'custom', path: ['seats'], message: SEATS_NEED_COMPANY });
  } else if (order.bundleId !== undefined) {
    context.addIssue({ code: 'custom', path: ['seats'], message: SEATS_ONE_COURSE });
  }
}

/** 'Asignar licencia': the e-mail of who is to study. */
export const AssignSeatSchema = z.object({
  email: z
    .string({ error: 'Ingresá el correo de quien va a estudiar.' })
    .trim()
    .min(1, { error: 'Ingresá el correo de quien va a estudiar.', abort: true })
    .toLowerCase()
    .max(254, { error: 'El correo electrónico es demasiado largo.', abort: true })
    .pipe(z.email({ error: 'Ingresá un correo electrónico válido.' })),
});
export type AssignSeatInput = z.input<typeof AssignSeatSchema>;

/** A seat's state for its buyer: the invitation waits for the e-mail's account, or it studies. */
export const SEAT_STATUSES = ['invited', 'active'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export const SEAT_STATUS_LABELS: Record<SeatStatus, string> = {
  invited: 'Invitación enviada',
  active: 'Activa',
};

/** 'Mi empresa''s words for how many seats: '1 licencia', '5 licencias'. */
export const seatsWord = (seats: number) => (seats === 1 ? '1 licencia' : `${seats} licencias`);
