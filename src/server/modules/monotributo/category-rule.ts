import { roundToCents } from '../../../shared/money';
import {
  MONOTRIBUTO_PARAMETERS,
  type MonotributoLetter,
  type MonotributoParameter,
  type MonotributoActivity,
} from '../../../shared/monotributo';
import type { MonotributoCategory } from '../../../shared/responses/monotributo';

/** A taxpayer's figures: a measure left out holds under every cap. */
export type Figures = {
  income: number;
  activity: MonotributoActivity;
  surface?: number | undefined;
  kwh?: number | undefined;
  rent?: number | undefined;
};

export type Placement =
  | {
      overLimit: false;
      category: MonotributoLetter;
      monthlyTotal: number;
      parts: { tax: number; sipa: number; health: number };
      limitingParameter: MonotributoParameter;
      headroom: number;
      nextCategory?: MonotributoLetter;
    }
  | { overLimit: true; category: null; limitingParameter: MonotributoParameter };

const CAP_OF = {
  income: 'maxIncome',
  surface: 'maxSurface',
  kwh: 'maxKwh',
  rent: 'maxRent',
} as const satisfies Record<MonotributoParameter, keyof MonotributoCategory>;

/**
 * The category a taxpayer belongs in: the lowest open to the activity whose every cap holds
 * (a parameter not given holds everywhere). `categories` come in letter order with caps that
 * never go down (the table's validation sees to it), so that category is the highest of the
 * lowest each parameter alone needs, and the parameter that needs it is the limiting one (on a
 * tie, the first of income, surface, kWh, rent). Over the last cap of any parameter there is no
 * category: the taxpayer leaves the Monotributo.
 */
export function placeInCategory(
  categories: readonly MonotributoCategory[],
  question: Figures,
): Placement {
  // A category without a tax for services is for the sale of goods only.
  const open = categories.filter(
    (category) => question.activity === 'bienes' || category.taxServices !== null,
  );
  let found = -1;
  let limitingParameter: MonotributoParameter = 'income';
  for (const parameter of MONOTRIBUTO_PARAMETERS) {
    const value = question[parameter];
    if (value === undefined) continue;
    const lowest = open.findIndex((category) => value <= category[CAP_OF[parameter]]);
    if (lowest === -1) return { overLimit: true, category: null, limitingParameter: parameter };
    if (lowest > found) [found, limitingParameter] = [lowest, parameter];
  }
  const category = open[found]!;
  const tax = question.activity === 'servicios' ? category.taxServices! : category.taxGoods;
  const next = open[found + 1];
  return {
    overLimit: false,
    category: category.letter,
    monthlyTotal: roundToCents(tax + category.sipa + category.health),
    parts: { tax, sipa: category.sipa, health: category.health },
    limitingParameter,
    headroom: roundToCents(category.maxIncome - question.income),
    ...(next ? { nextCategory: next.letter } : {}),
  };
}
