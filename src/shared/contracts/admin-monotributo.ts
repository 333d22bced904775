import { z } from 'zod';
import { isCalendarDay } from '../consultation-setup';
import { MonotributoTableFieldsSchema } from '../monotributo-table';
import { AdminMonotributoTableSchema, SavedMonotributoTableSchema } from '../responses/monotributo';
import { defineRoute } from './define-route';

const DAY_MESSAGE = 'La fecha no es válida (AAAA-MM-DD).';

/** The table in force today, or the one ruling from `effectiveFrom`, with every table's date. */
export const adminMonotributoTable = defineRoute({
  method: 'GET',
  path: '/admin/monotributo/categories',
  query: z.object({
    effectiveFrom: z.string({ error: DAY_MESSAGE }).refine(isCalendarDay, DAY_MESSAGE).optional(),
  }),
  response: { 200: AdminMonotributoTableSchema },
});

/** Creates the table ruling from its date, or replaces that date's table, in one transaction. */
export const saveMonotributoTable = defineRoute({
  method: 'PUT',
  path: '/admin/monotributo/categories',
  body: MonotributoTableFieldsSchema,
  response: { 200: SavedMonotributoTableSchema },
});
