import type { ReminderChoices } from '../../../../shared/tax-calendar';
import type { Db } from '../../../db/client';
import { fieldError } from '../../../errors';
import { readObligations } from '../due-date-store';

/** A subscription's choices as a mail or a page says them: the obligations by their labels. */
export type DescribedChoices = {
  digit: number;
  labels: string[];
  daysBefore: number;
};

/**
 * The choices with their obligations' labels, in the pages' order; 400 on `obligations` when
 * one is not on the list.
 */
export async function checkedChoices(db: Db, choices: ReminderChoices): Promise<DescribedChoices> {
  const known = await readObligations(db);
  const slugs = new Set(known.map((obligation) => obligation.slug));
  if (!choices.obligations.every((slug) => slugs.has(slug))) {
    throw fieldError('obligations', 'Elegí obligaciones de la lista.');
  }
  return described(known, choices);
}

/** The labels of a stored subscription's obligations (one the firm removed since is left out). */
export async function describedChoices(
  db: Db,
  choices: ReminderChoices,
): Promise<DescribedChoices> {
  return described(await readObligations(db), choices);
}

const described = (
  known: { slug: string; label: string }[],
  { digit, obligations, daysBefore }: ReminderChoices,
): DescribedChoices => ({
  digit,
  labels: known.filter((obligation) => obligations.includes(obligation.slug)).map((o) => o.label),
  daysBefore,
});

/** '1 día', '3 días'. */
export const daysText = (days: number) => (days === 1 ? '1 día' : `${days} días`);

/** The choices as lines of label and value, for a mail's table and a page's list. */
export const choiceLines = (choices: DescribedChoices): [label: string, value: string][] => [
  ['CUIT terminado en', String(choices.digit)],
  ['Obligaciones', choices.labels.join(', ')],
  ['Aviso', `${daysText(choices.daysBefore)} antes de cada vencimiento`],
];
