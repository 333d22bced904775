import type { MonotributoLetter } from '../../src/shared/monotributo';
import type { MonotributoCategory } from '../../src/shared/responses/monotributo';

/**
 * ARCA's table from 1/02/2026, as migration 0033 seeds it: letter, max income, max surface (m²),
 * max kWh, max rent, tax for services, tax for goods, SIPA, health.
 */
const FEBRUARY_2026_ROWS = `
A 10277988.13 30 3330 2390229.80 4780.46 4780.46 15616.17 21990.11
B 15058447.71 45 5000 2390229.80 9082.88 9082.88 17177.79 21990.11
C 21113696.52 60 6700 3266647.39 15616.17 14341.38 18895.57 21990.11
D 26212853.42 85 10000 3266647.39 25495.79 23742.95 20785.13 26133.18
E 30833964.37 110 13000 4143064.98 47804.60 37924.98 22863.64 31869.73
F 38642048.36 150 16500 4143064.98 67245.13 49398.08 25150.00 36650.19
G 46211109.37 200 20000 4939808.23 122379.76 61189.87 35210.00 39518.47
H 70113407.33 200 20000 7170689.39 350567.04 175283.51 49294.00 47485.89
I 78479211.62 200 20000 7170689.39 697150.35 278860.14 69011.60 58640.31
J 89872640.30 200 20000 7170689.39 836580.42 334632.18 96616.24 65810.99
K 108357084.05 200 20000 7170689.39 1171212.59 390404.20 135262.74 75212.57
`;

export const FEBRUARY_2026: MonotributoCategory[] = FEBRUARY_2026_ROWS.trim()
  .split('\n')
  .map((row) => {
    const [letter, ...numbers] = row.split(' ');
    const [maxIncome, maxSurface, maxKwh, maxRent, taxServices, taxGoods, sipa, health] =
      numbers.map(Number) as [number, number, number, number, number, number, number, number];
    return {
      letter: letter as MonotributoLetter,
      maxIncome,
      maxSurface,
      maxKwh,
      maxRent,
      taxServices,
      taxGoods,
      sipa,
      health,
    };
  });

export const FEBRUARY_2026_SOURCE =
  'ARCA, «Categorías y montos del Monotributo», valores de aplicación desde el 1/02/2026 (afip.gob.ar/monotributo/categorias.asp)';

/** The same table with I, J and K for the sale of goods only, as before Ley 27.743. */
export const GOODS_ONLY_FROM_I: MonotributoCategory[] = FEBRUARY_2026.map((category) =>
  category.letter >= 'I' ? { ...category, taxServices: null } : category,
);

/** A category by its letter. */
export const categoryOf = (table: MonotributoCategory[], letter: MonotributoLetter) =>
  table.find((category) => category.letter === letter)!;
