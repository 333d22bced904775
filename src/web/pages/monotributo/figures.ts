import type { FieldError } from '../../../shared/api-error';
import { parseAmount } from '../../../shared/money';
import type { MonotributoActivity, MonotributoQuestionInput } from '../../../shared/monotributo';

/** The calculator's fields as typed. */
export type TypedFigures = {
  income: string;
  activity: MonotributoActivity;
  surface: string;
  kwh: string;
  rent: string;
};

const NOT_A_NUMBER = 'Escribí solo números, por ejemplo 12.500.000,50.';

/**
 * The question for the API from what was typed: amounts in Argentine or plain format, the
 * measures of a place of business left out when empty. Field errors for what is not a number.
 */
export function questionOf(
  typed: TypedFigures,
): { question: MonotributoQuestionInput } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const read = (field: 'income' | 'surface' | 'kwh' | 'rent') => {
    const text = typed[field].trim();
    if (text === '') return field === 'income' ? null : undefined;
    const amount = parseAmount(text);
    if (amount === null) errors.push({ field, message: NOT_A_NUMBER });
    return amount ?? undefined;
  };
  const question = {
    income: read('income'),
    activity: typed.activity,
    surface: read('surface'),
    kwh: read('kwh'),
    rent: read('rent'),
  };
  return errors.length > 0 ? { errors } : { question: question as MonotributoQuestionInput };
}
