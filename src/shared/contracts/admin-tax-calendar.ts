import { z } from 'zod';
import { MessageAnswerSchema } from '../responses/common';
import {
  AdminDueDateSchema,
  AdminTaxCalendarSchema,
  ImportAnswerSchema,
  ObligationSchema,
} from '../responses/tax-calendar';
import { DueDateFieldsSchema, ObligationFieldsSchema } from '../tax-calendar';
import { defineRoute } from './define-route';

const YEAR_MESSAGE = 'El año no es válido.';
const YearSchema = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int({ error: YEAR_MESSAGE })
  .min(2000, { error: YEAR_MESSAGE })
  .max(2100, { error: YEAR_MESSAGE });
const DUE_DATE_NOT_FOUND = 'No encontramos ese vencimiento.';
const DueDateParams = z.object({ id: z.uuid({ error: DUE_DATE_NOT_FOUND }) });

/** A year's dates (this year's when not given), with every obligation and every year kept. */
export const adminTaxCalendar = defineRoute({
  method: 'GET',
  path: '/admin/tax-calendar',
  query: z.object({ year: YearSchema.optional() }),
  response: { 200: AdminTaxCalendarSchema },
});

/**
 * A CSV (`text/csv`) with the columns `obligation,period,digits,date`. All or nothing: any bad
 * line answers 400 with one error per line ('Línea 3: …'). Each obligation and period in the file
 * replaces that obligation's dates for that period.
 */
export const importTaxCalendar = defineRoute({
  method: 'POST',
  path: '/admin/tax-calendar/import',
  response: { 200: ImportAnswerSchema },
});

export const updateDueDate = defineRoute({
  method: 'PUT',
  path: '/admin/tax-calendar/:id',
  params: DueDateParams,
  body: DueDateFieldsSchema,
  response: { 200: AdminDueDateSchema },
});

export const deleteDueDate = defineRoute({
  method: 'DELETE',
  path: '/admin/tax-calendar/:id',
  params: DueDateParams,
  response: { 204: z.null() },
});

/** 'Confirmar fechas 2026': the year's dates were checked against ARCA's; no longer examples. */
export const confirmTaxYear = defineRoute({
  method: 'POST',
  path: '/admin/tax-calendar/years/:year/confirm',
  params: z.object({ year: YearSchema }),
  response: { 200: MessageAnswerSchema },
});

/** Adds an obligation to the list (its address name is made from the label). */
export const createObligation = defineRoute({
  method: 'POST',
  path: '/admin/tax-calendar/obligations',
  body: ObligationFieldsSchema,
  response: { 201: ObligationSchema },
});
