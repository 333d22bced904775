/*
 * How the consultations read in Spanish: mode, length, price, days and times, a booking's state.
 * Days and times are computed by hand in Argentine time (UTC−3 all year), like format-date.ts and
 * for the same reason: no Intl while a page draws, and the server and every browser agree.
 */
import type { BookingStatus, ConsultationMode } from '../../../shared/consultations';
import type { StatusTone } from '../ui/StatusTag';

const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Mis consultas', in the account area: where a booked consultation is seen. */
export const MY_CONSULTATIONS_PATH = '/account/consultations';

/** The rules for changes and the consumer-law note, shown before paying (decision 0045). */
export const CANCEL_NOTE =
  'Podés cancelar sin cargo hasta 24 horas antes y se te devuelve el pago; después, el pago no se devuelve. Podés cambiar el horario una vez, también hasta 24 horas antes. Y tenés 10 días para arrepentirte de la compra mientras la consulta no se haya realizado.';

export const MODE_LABELS: Record<ConsultationMode, string> = {
  video: 'Videollamada',
  presencial: 'Presencial',
  telefono: 'Telefónica',
};

export const STATUS_LABELS: Record<BookingStatus, { label: string; tone: StatusTone }> = {
  held: { label: 'Reservada, falta el pago', tone: 'warning' },
  confirmed: { label: 'Confirmada', tone: 'success' },
  expired: { label: 'Vencida', tone: 'neutral' },
  cancelled: { label: 'Cancelada', tone: 'error' },
  done: { label: 'Realizada', tone: 'brand' },
  no_show: { label: 'Ausente', tone: 'neutral' },
};

/** '45 min'. */
export const durationLabel = (minutes: number) => `${minutes} min`;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** '$ 25.000' (cents only when there are), or 'Sin cargo' for a free consultation. */
export function consultationPrice(amount: number): string {
  if (amount <= 0) return 'Sin cargo';
  const cents = Math.round(amount * 100);
  const pesos = Math.floor(cents / 100)
    .toString()
    .replace(THOUSANDS, '.');
  const rest = cents % 100;
  return `$\u00a0${pesos}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}`;
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** The moment as a Date whose UTC fields read as the Argentine wall clock. */
const argentine = (value: string | number | Date) =>
  new Date(new Date(value).getTime() + ARGENTINA_OFFSET_MS);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The Argentine calendar day of a moment, 'YYYY-MM-DD' (the slots route's `from` and `to`). */
export function argentineDay(value: string | number | Date): string {
  const date = argentine(value);
  return `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);

/** A calendar day ('YYYY-MM-DD') as 'lunes 7/12'. */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()}/${date.getUTCMonth() + 1}`;
}

/** A calendar day ('YYYY-MM-DD') with its year, 'lunes 7/12/2026'. */
export const fullDayLabel = (day: string) => `${dayLabel(day)}/${day.slice(0, 4)}`;

/** The Argentine time of a moment, '10:00'. */
export function timeLabel(value: string | number | Date): string {
  const date = argentine(value);
  return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
}

/** '10:00 a 10:45 hs (45 min)'. */
export const timeRangeLabel = (start: string | number, end: string | number, minutes: number) =>
  `${timeLabel(start)} a ${timeLabel(end)} hs (${durationLabel(minutes)})`;

/** 'lunes 7/12 a las 10:00' (Argentine time). */
export const momentLabel = (value: string) =>
  `${dayLabel(argentineDay(value))} a las ${timeLabel(value)}`;

/** Items with a start, grouped by their Argentine day in the order they come. */
export function groupByDay<T extends { start: string }>(items: T[]): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = argentineDay(item.start);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** Whether two instants written differently ('…-03:00', '…Z') are the same moment. */
export const sameMoment = (a: string, b: string) => Date.parse(a) === Date.parse(b);
