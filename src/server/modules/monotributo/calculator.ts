import { MONOTRIBUTO_OVER_LIMIT, type MonotributoQuestion } from '../../../shared/monotributo';
import type { MonotributoAnswer } from '../../../shared/responses/monotributo';
import type { ServiceContext } from '../../context';
import { placeInCategory } from './category-rule';
import { tableInForce } from './tables';

/** The calculator's answer by the table in force today, naming that table's day and source. */
export async function monotributoAnswer(
  ctx: ServiceContext,
  question: MonotributoQuestion,
): Promise<MonotributoAnswer> {
  const { effectiveFrom, source, categories } = await tableInForce(ctx);
  const placement = placeInCategory(categories, question);
  const origin = { effectiveFrom, source };
  return placement.overLimit
    ? { ...placement, message: MONOTRIBUTO_OVER_LIMIT, ...origin }
    : { ...placement, ...origin };
}
