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
