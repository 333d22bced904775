import { z } from 'zod';
import { isCalendarDay } from './consultation-setup';
import { EmailSchema } from './fields';
import { cuitDigits, INVALID_CUIT_MESSAGE, isValidCuit } from './cuit';
import { DAYS_BEFORE, isPeriod, OBLIGATION_SLUG, parseDigits } from './tax-calendar-rules';

/** The due-date calendar's ('Vencimientos') requests, as the API takes them. */

const DigitSchema = z.coerce
  .number({ error: 'Elegí el último dígito de tu CUIT.' })
  .int({ error: 'Elegí el último dígito de tu CUIT.' })
  .min(0, { error: 'Elegí el último dígito de tu CUIT.' })
  .max(9, { error: 'Elegí el último dígito de tu CUIT.' });

const DAY_MESSAGE = 'La fecha no es válida (AAAA-MM-DD).';
const DaySchema = z.string({ error: DAY_MESSAGE }).refine(isCalendarDay, DAY_MESSAGE);

/** A list of obligations in an address: `monotributo,iva`. */
const ObligationListSchema = z
  .string()
  .max(500, { error: 'Elegí menos obligaciones.' })
  .transform((text) => [...new Set(text.split(',').map((slug) => slug.trim()))].filter(Boolean))
  .refine((slugs) => slugs.every((slug) => OBLIGATION_SLUG.test(slug)), {
    error: 'Las obligaciones no son válidas.',
  });

/**
 * The public query: a last digit, or a whole CUIT whose check digit must hold; the obligations
 * (all when none); the days (from today to the end of next month when not given).
 */
export const DueDatesQuerySchema = z
  .object({
    digit: DigitSchema.optional(),
    cuit: z
      .string()
      .max(20, { error: INVALID_CUIT_MESSAGE })
      .refine(isValidCuit, { error: INVALID_CUIT_MESSAGE })
      .transform((cuit) => Number(cuitDigits(cuit).at(-1)))
      .optional(),
    obligations: ObligationListSchema.optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
  })
  .refine((query) => query.digit !== undefined || query.cuit !== undefined, {
    error: 'Ingresá tu CUIT o elegí su último dígito.',
    path: ['digit'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'La fecha final no puede ser anterior a la inicial.',
    path: ['to'],
  })
  .transform(({ digit, cuit, ...rest }) => ({ ...rest, digit: (cuit ?? digit)! }));
export type DueDatesQuery = z.output<typeof DueDatesQuerySchema>;

/** The feed's address: a digit and the obligations (all when none). */
export const FeedQuerySchema = z.object({
  digit: DigitSchema,
  obligations: ObligationListSchema.optional(),
});

const ObligationsSchema = z
  .array(z.string().regex(OBLIGATION_SLUG), { error: 'Elegí al menos una obligación.' })
  .min(1, { error: 'Elegí al menos una obligación.' })
  .max(30, { error: 'Elegí menos obligaciones.' })
  .transform((slugs) => [...new Set(slugs)]);

/** What a reminder subscription chooses: the digit, the obligations and how many days ahead. */
export const ReminderChoicesSchema = z.object({
  digit: DigitSchema,
  obligations: ObligationsSchema,
  daysBefore: z.coerce
    .number({ error: 'Elegí con cuántos días de anticipación avisarte.' })
    .int({ error: 'Elegí con cuántos días de anticipación avisarte.' })
    .min(DAYS_BEFORE.min, { error: `Elegí entre ${DAYS_BEFORE.min} y ${DAYS_BEFORE.max} días.` })
    .max(DAYS_BEFORE.max, { error: `Elegí entre ${DAYS_BEFORE.min} y ${DAYS_BEFORE.max} días.` })
    .default(DAYS_BEFORE.usual),
});
export type ReminderChoices = z.output<typeof ReminderChoicesSchema>;

/** 'Avisarme por e-mail': a stranger may send it, so it changes nothing until confirmed. */
export const ReminderRequestSchema = ReminderChoicesSchema.extend({ email: EmailSchema });
export type ReminderRequest = z.output<typeof ReminderRequestSchema>;

/** A due date as the panel edits it (a row of the import). */
export const DueDateFieldsSchema = z.object({
  obligation: z
    .string({ error: 'Elegí la obligación.' })
    .regex(OBLIGATION_SLUG, { error: 'Elegí la obligación.' }),
  period: z
    .string({ error: 'Ingresá el período (AAAA-MM, o AAAA si es anual).' })
    .trim()
    .refine(isPeriod, { error: 'El período no es válido (AAAA-MM, o AAAA si es anual).' }),
  digits: z
    .string({ error: 'Ingresá los dígitos (0-1, 2,3 o * para todos).' })
    .transform((text, context) => {
      const digits = parseDigits(text);
      if (digits) return digits;
      context.addIssue({ code: 'custom', message: 'Los dígitos no son válidos (0-1, 2,3 o *).' });
      return z.NEVER;
    }),
  date: DaySchema,
});
export type DueDateFields = z.output<typeof DueDateFieldsSchema>;

/** A new obligation of the list: its name as the pages show it. */
export const ObligationFieldsSchema = z.object({
  label: z
    .string({ error: 'Ingresá el nombre de la obligación.' })
    .trim()
    .min(2, { error: 'Ingresá el nombre de la obligación.' })
    .max(80, { error: 'El nombre puede tener como máximo 80 caracteres.' }),
});
