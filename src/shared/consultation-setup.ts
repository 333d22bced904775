import { z } from 'zod';
import { hasAtMostCents } from './money';
import { CONSULTATION_MODES, DEFAULT_AVAILABILITY, type WeeklyHours } from './consultations';
import { requiredText } from './fields';
import { WEEKDAY_NAMES, WEEKDAYS } from './weekdays';

const PRICE_MAX = 100_000_000;
const DURATION_MESSAGE = 'La duración debe estar entre 15 y 180 minutos.';

/**
 * A consultation type as the panel saves it (`POST /api/admin/consultation-types`,
 * `PUT /api/admin/consultation-types/{id}`): its length in minutes and its price in ARS (0 is free).
 */
export const ConsultationTypeFieldsSchema = z.object({
  title: requiredText('el nombre de la consulta', 'El nombre', { max: 120 }),
  description: z
    .string({ error: 'La descripción no es válida.' })
    .trim()
    .max(2000, 'La descripción puede tener como máximo 2000 caracteres.')
    .default(''),
  durationMinutes: z
    .number({ error: 'Indicá la duración en minutos.' })
    .int('La duración es un número entero de minutos.')
    .min(15, DURATION_MESSAGE)
    .max(180, DURATION_MESSAGE),
  price: z
    .number({ error: 'Indicá el precio en pesos (0 si es gratuita).' })
    .min(0, 'El precio no puede ser negativo.')
    .max(PRICE_MAX, 'El precio es demasiado grande.')
    .refine(hasAtMostCents, {
      error: 'El precio admite hasta dos decimales.',
    }),
  mode: z.enum(CONSULTATION_MODES, {
    error: 'Elegí la modalidad: videollamada, presencial o teléfono.',
  }),
  active: z.boolean({ error: 'Indicá si la consulta se ofrece.' }).default(true),
});
export type ConsultationTypeInput = z.input<typeof ConsultationTypeFieldsSchema>;
export type ConsultationTypeFields = z.output<typeof ConsultationTypeFieldsSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes after midnight of an 'HH:MM'. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a 'YYYY-MM-DD' is a day of the calendar (no 31 April, no 29 February of 2027). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const RangeSchema = z.object(
  {
    from: z.string({ error: 'Indicá la hora de inicio (HH:MM).' }),
    to: z.string({ error: 'Indicá la hora de fin (HH:MM).' }),
  },
  { error: 'Cada horario tiene un inicio y un fin (HH:MM).' },
);

/**
 * The ranges of one weekday. Every problem is reported on the day itself (`weekly.1`), where the
 * panel shows it: times as HH:MM, each range starting before it ends, none overlapping another.
 */
const dayRanges = (name: string) =>
  z
    .array(RangeSchema, { error: `${name}: los horarios no son válidos.` })
    .max(12, `${name}: como máximo 12 horarios por día.`)
    .default([])
    .superRefine((ranges, check) => {
      const problem = dayProblem(ranges);
      if (problem) check.addIssue({ code: 'custom', message: `${name}: ${problem}` });
    })
    .transform((ranges) =>
      ranges
        .map(({ from, to }) => ({ from, to }))
        .sort((a, b) => minutesOf(a.from) - minutesOf(b.from)),
    );

function dayProblem(ranges: { from: string; to: string }[]): string | null {
  for (const { from, to } of ranges) {
    if (!HH_MM.test(from) || !HH_MM.test(to))
      return 'escribí las horas como HH:MM (por ej. 09:30).';
    if (minutesOf(from) >= minutesOf(to)) {
      return `el horario ${from}–${to} tiene que empezar antes de terminar.`;
    }
  }
  const sorted = [...ranges].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
  for (let i = 1; i < sorted.length; i++) {
    if (minutesOf(sorted[i]!.from) < minutesOf(sorted[i - 1]!.to)) {
      return `los horarios ${sorted[i - 1]!.from}–${sorted[i - 1]!.to} y ${sorted[i]!.from}–${sorted[i]!.to} se superponen.`;
    }
  }
  return null;
}

const wholeNumber = (noun: string, min: number, max: number, fallback: number) => {
  const message = `${noun} es un número entero de ${min} a ${max}.`;
  return z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
};

/**
 * When the firm takes consultations, as the panel saves it
 * (`PUT /api/admin/consultations/availability`). A weekday left out has no hours.
 */
export const AvailabilitySchema = z.object({
  weekly: z
    .object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges(WEEKDAY_NAMES[day])])) as {
        [Day in (typeof WEEKDAYS)[number]]: ReturnType<typeof dayRanges>;
      },
      { error: 'Indicá los horarios de cada día de la semana.' },
    )
    .transform((weekly): WeeklyHours => weekly),
  daysOff: z
    .array(
      z
        .string({ error: 'La fecha no es válida (AAAA-MM-DD).' })
        .refine(isCalendarDay, 'La fecha no es válida (AAAA-MM-DD).'),
      { error: 'Los días sin atención no son válidos.' },
    )
    .max(366, 'Como máximo 366 días sin atención.')
    .default([])
    .transform((days) => [...new Set(days)].sort()),
  openOnHolidays: z.boolean({ error: 'Indicá si atendés en feriados nacionales.' }).default(false),
  minNoticeHours: wholeNumber(
    'La anticipación mínima (horas)',
    0,
    720,
    DEFAULT_AVAILABILITY.minNoticeHours,
  ),
  bufferMinutes: wholeNumber(
    'El margen entre consultas (minutos)',
    0,
    240,
    DEFAULT_AVAILABILITY.bufferMinutes,
  ),
  horizonDays: wholeNumber('El horizonte (días)', 1, 365, DEFAULT_AVAILABILITY.horizonDays),
});
export type AvailabilityInput = z.input<typeof AvailabilitySchema>;
export type AvailabilityFields = z.output<typeof AvailabilitySchema>;

/** Every weekday without hours. */
export const NO_WEEKLY_HOURS: WeeklyHours = {
  '0': [],
  '1': [],
  '2': [],
  '3': [],
  '4': [],
  '5': [],
  '6': [],
};
