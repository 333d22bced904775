import { MonotributoQuestionSchema } from '../monotributo';
import { MonotributoAnswerSchema, MonotributoTableSchema } from '../responses/monotributo';
import { defineRoute } from './define-route';

/** The table in force today, for the public page `/monotributo`. */
export const monotributoTableInForce = defineRoute({
  method: 'GET',
  path: '/tools/monotributo',
  response: { 200: MonotributoTableSchema },
});

/** The calculator: the category a taxpayer belongs in by the table in force, and its cost. */
export const monotributoCategory = defineRoute({
  method: 'POST',
  path: '/tools/monotributo',
  body: MonotributoQuestionSchema,
  response: { 200: MonotributoAnswerSchema },
});
