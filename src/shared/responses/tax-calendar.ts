import { z } from 'zod';

/** An obligation of the calendar, by its address name and as the pages show it. */
export const ObligationSchema = z.object({ slug: z.string(), label: z.string() });
export type Obligation = z.infer<typeof ObligationSchema>;

/**
 * A due date for one digit: the obligation (its slug, and its label to show), the period
 * ('YYYY-MM' or 'YYYY') and the day ('YYYY-MM-DD'). `confirmed` is false while its year's dates
 * are the firm's example, which the pages say.
 */
export const DueDateSchema = z.object({
  obligation: z.string(),
  label: z.string(),
  period: z.string(),
  date: z.string(),
  confirmed: z.boolean(),
});
export type DueDate = z.infer<typeof DueDateSchema>;

/** `GET /api/tax-calendar`: the dates nearest first, and the notice while any is an example. */
export const DueDatesAnswerSchema = z.object({
  dueDates: z.array(DueDateSchema),
  notice: z.string().optional(),
});
export type DueDatesAnswer = z.infer<typeof DueDatesAnswerSchema>;

/**
 * What `/vencimientos` is rendered with: the obligations to tick, and the years whose dates
 * are confirmed (the others are examples).
 */
export const TaxCalendarPageSchema = z.object({
  obligations: z.array(ObligationSchema),
  confirmedYears: z.array(z.number()),
});
export type TaxCalendarPage = z.infer<typeof TaxCalendarPageSchema>;

/** A reader's subscription to the reminders, as the account shows it. */
export const ReminderSubscriptionSchema = z.object({
  email: z.string(),
  digit: z.number(),
  obligations: z.array(z.string()),
  daysBefore: z.number(),
});
export type ReminderSubscription = z.infer<typeof ReminderSubscriptionSchema>;

export const AccountRemindersSchema = z.object({
  subscription: ReminderSubscriptionSchema.nullable(),
  obligations: z.array(ObligationSchema),
});
export type AccountReminders = z.infer<typeof AccountRemindersSchema>;

/** A row of the panel's table: its digits as the import writes them (`0-1`, `2,3`, `*`). */
export const AdminDueDateSchema = z.object({
  id: z.string(),
  obligation: z.string(),
  label: z.string(),
  period: z.string(),
  digits: z.string(),
  date: z.string(),
});
export type AdminDueDate = z.infer<typeof AdminDueDateSchema>;

/** The panel's 'Vencimientos' for a year: its rows by date, whether it is confirmed, every year kept. */
export const AdminTaxCalendarSchema = z.object({
  year: z.number(),
  confirmedAt: z.string().nullable(),
  rows: z.array(AdminDueDateSchema),
  obligations: z.array(ObligationSchema),
  years: z.array(z.object({ year: z.number(), rows: z.number(), confirmed: z.boolean() })),
});
export type AdminTaxCalendar = z.infer<typeof AdminTaxCalendarSchema>;

export const ImportAnswerSchema = z.object({
  message: z.string(),
  imported: z.number(),
  replaced: z.number(),
});
export type ImportAnswer = z.infer<typeof ImportAnswerSchema>;
