// The reports' constants and words, without zod, so the panel's pages stay small.

/** How the revenue report is cut: one row per month, or one per course. */
export const REVENUE_CUTS = ['month', 'course'] as const;
export type RevenueCut = (typeof REVENUE_CUTS)[number];

/** What a sale was: a course, a paid consultation, a bundle or a month of the 'Plan Contador'. */
export const SALE_KINDS = ['course', 'consultation', 'bundle', 'subscription'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** The revenue report covers the current month and the eleven before it. */
export const REVENUE_MONTHS = 12;

/** The periods the panel offers for the funnel, in days; the API takes any from 1 to 365. */
export const FUNNEL_PERIODS = [7, 30, 90, 365] as const;
export const DEFAULT_FUNNEL_DAYS = 30;

/** What counts as revenue, said wherever the figures are shown. */
export const REVENUE_RULE =
  'Suma lo pagado en las compras aprobadas (también las que tienen un reclamo abierto en MercadoPago), ' +
  'en pesos y en la fecha de aprobación, con los meses en hora de Argentina. ' +
  'Las compras reembolsadas (arrepentimiento, reintegros y pagos duplicados) y los contracargos no suman.';

/** What each step of the funnel counts. */
export const FUNNEL_RULE =
  'Visitas: personas distintas que vieron la página del curso, una por día (sin buscadores ni robots). ' +
  'Checkouts: compras iniciadas con «Pagar». Pagados: de esos checkouts, los que hoy están aprobados.';

const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** '2026-03' → 'marzo de 2026'. */
export function monthName(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} de ${year}`;
}

/** '2026-03' → 'mar. 2026' (the chart's axis). */
export function shortMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]!.slice(0, 3)}. ${year}`;
}

/** A part of a whole in percent with one decimal and a decimal comma ('12,5'); null when the whole is zero. */
export function percentNumber(part: number, whole: number): string | null {
  return whole === 0 ? null : ((part / whole) * 100).toFixed(1).replace('.', ',');
}

/** A part of a whole as a percentage ('12,5 %'); '—' when the whole is zero. */
export const percentOf = (part: number, whole: number) => {
  const percent = percentNumber(part, whole);
  return percent === null ? '—' : `${percent} %`;
};
