/**
 * What the demo materials hold. The monotributo table reproduces the limits and monthly
 * payments ARCA published for August 2025 to January 2026 (as reported by the press); the
 * other sheets and documents are short worked templates for the courses' exercises.
 */

export type SheetContent = {
  kind: 'sheet';
  /** The lines above the table: a title, the period it reflects, a note. */
  heading: string[];
  columns: { title: string; width: number; money?: boolean }[];
  /** Values, empty cells (null) and Excel formulas, row by row below the column titles. */
  rows: (string | number | null | { formula: string })[][];
};
export type DocumentContent = { kind: 'document'; heading: string; intro: string; items: string[] };
export type MaterialContent = SheetContent | DocumentContent;

const MONOTRIBUTO_CATEGORIES: [string, number, number, number][] = [
  ['A', 8_992_597.87, 37_085.74, 37_085.74],
  ['B', 13_175_201.52, 42_216.41, 42_216.41],
  ['C', 18_473_166.15, 49_435.58, 48_320.22],
  ['D', 22_934_610.05, 63_357.8, 61_824.18],
  ['E', 26_977_793.6, 89_714.31, 81_070.26],
  ['F', 33_809_379.57, 112_906.59, 97_291.54],
  ['G', 40_431_835.35, 172_457.38, 118_920.05],
  ['H', 61_344_853.64, 391_400.62, 238_038.48],
  ['I', 68_664_410.05, 721_650.46, 355_672.64],
  ['J', 78_632_948.76, 874_069.29, 434_895.92],
  ['K', 94_805_682.9, 1_208_890.6, 525_732.01],
];

/**
 * The category for the income in `cell`: the first whose limit (column B, rows 6 to 16 of the
 * sheet: three heading lines, a blank row and the column titles come first) covers it.
 * Written as the file stores it, without the leading '='.
 */
function categoryFormula(cell: string): string {
  return MONOTRIBUTO_CATEGORIES.reduceRight(
    (otherwise, [category], index) => `IF(${cell}<=B${6 + index},"${category}",${otherwise})`,
    '"Supera la categoría K: régimen general"',
  );
}

const template = (heading: string, columns: string[], rows: (string | number)[][]) =>
  ({
    kind: 'sheet',
    heading: [heading, 'Plantilla de práctica: completá las celdas vacías con los datos del caso.'],
    columns: columns.map((title) => ({ title, width: Math.max(16, title.length + 4) })),
    rows,
  }) satisfies SheetContent;

const document = (heading: string, intro: string, items: string[]): DocumentContent => ({
  kind: 'document',
  heading,
  intro,
  items,
});

/** The content of each demo material, by the file name the demo course gives it. */
export const DEMO_MATERIAL_CONTENT: Record<string, MaterialContent> = {
  'simulador-recategorizacion-monotributo.xlsx': {
    kind: 'sheet',
    heading: [
      'Monotributo: categorías por ingresos brutos anuales',
      'Valores publicados por ARCA para agosto de 2025 a enero de 2026 (ejemplo de referencia).',
      'Antes de recategorizar, verificá los importes vigentes en arca.gob.ar.',
    ],
    columns: [
      { title: 'Categoría', width: 12 },
      { title: 'Ingresos brutos anuales hasta ($)', width: 42, money: true },
      { title: 'Pago mensual servicios ($)', width: 28, money: true },
      { title: 'Pago mensual venta de bienes ($)', width: 32, money: true },
    ],
    rows: [
      ...MONOTRIBUTO_CATEGORIES,
      [],
      [null, 'Tus ingresos de los últimos 12 meses ($):', 0],
      [null, 'Categoría que corresponde:', { formula: categoryFormula('C18') }],
    ],
  },
  'checklist-alta-monotributo.pdf': document(
    'Checklist de alta de monotributistas',
    'Antes de dar de alta a un cliente en el Régimen Simplificado, revisá cada punto:',
    [
      'CUIT y clave fiscal nivel 3 del cliente.',
      'Actividad y código según el nomenclador de ARCA.',
      'Ingresos brutos estimados de los próximos doce meses.',
      'Superficie afectada, energía consumida y alquileres del local, si los hay.',
      'Categoría que corresponde según el parámetro más alto.',
      'Obra social elegida y adherentes del grupo familiar.',
      'Domicilio fiscal electrónico y correo constituido.',
      'Alta en Ingresos Brutos de la jurisdicción (local o Convenio Multilateral).',
      'Punto de venta para factura electrónica habilitado.',
      'Adhesión al débito automático de la cuota mensual.',
    ],
  ),
  'plan-de-cuentas-modelo.xlsx': template(
    'Plan de cuentas modelo',
    ['Código', 'Cuenta', 'Rubro'],
    [
      ['1.1.01', 'Caja', 'Activo'],
      ['1.1.02', 'Banco cuenta corriente', 'Activo'],
      ['1.2.01', 'Deudores por ventas', 'Activo'],
      ['2.1.01', 'Proveedores', 'Pasivo'],
      ['2.1.05', 'IVA débito fiscal', 'Pasivo'],
      ['3.1.01', 'Capital social', 'Patrimonio neto'],
      ['4.1.01', 'Ventas', 'Resultado positivo'],
      ['5.1.01', 'Costo de mercaderías vendidas', 'Resultado negativo'],
    ],
  ),
  'ejercicios-partida-doble.pdf': document(
    'Ejercicios de partida doble',
    'Registrá en el libro diario cada operación de la empresa comercial del curso:',
    [
      'Aporte inicial de capital en efectivo.',
      'Compra de mercaderías en cuenta corriente, con IVA.',
      'Venta de contado con factura A.',
      'Cobranza de un cliente por transferencia bancaria.',
      'Pago de sueldos y cargas sociales del mes.',
    ],
  ),
  'plantilla-diario-y-mayor.xlsx': template(
    'Libro diario',
    ['Fecha', 'Asiento', 'Cuenta', 'Debe', 'Haber'],
    [],
  ),
  'control-facturacion-anual.xlsx': template(
    'Control de facturación anual',
    ['Mes', 'Facturado ($)', 'Acumulado 12 meses ($)'],
    ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio'].map((month) => [month]),
  ),
  'liquidador-de-sueldos.xlsx': template(
    'Liquidador de sueldos',
    ['Concepto', 'Remunerativo ($)', 'No remunerativo ($)', 'Descuento ($)'],
    [
      ['Sueldo básico'],
      ['Antigüedad'],
      ['Presentismo'],
      ['Jubilación (11 %)'],
      ['Obra social (3 %)'],
    ],
  ),
  'modelo-recibo-de-sueldo.pdf': document(
    'Modelo de recibo de sueldo',
    'Datos que todo recibo debe contener (art. 140 de la Ley de Contrato de Trabajo):',
    [
      'Nombre del empleador, domicilio y CUIT.',
      'Nombre del trabajador, CUIL y categoría.',
      'Período de pago y fecha de ingreso.',
      'Remuneraciones, descuentos y neto a cobrar.',
      'Fecha y lugar del último depósito de aportes.',
    ],
  ),
  'vencimientos-cargas-sociales.pdf': document(
    'Calendario de vencimientos de cargas sociales',
    'Cómo armar el calendario del año a partir de la terminación de la CUIT:',
    [
      'Consultá el cronograma anual publicado por ARCA.',
      'Ubicá la terminación de la CUIT del empleador.',
      'Anotá el vencimiento del F.931 de cada mes.',
      'Sumá los vencimientos de sindicatos y obras sociales.',
    ],
  ),
  'guia-liquidacion-final.pdf': document(
    'Guía de liquidación final',
    'Los rubros de una liquidación final, paso a paso:',
    [
      'Días trabajados del mes del egreso.',
      'Sueldo anual complementario proporcional.',
      'Vacaciones no gozadas y su SAC.',
      'Indemnizaciones que correspondan según la causa del egreso.',
    ],
  ),
  'liquidador-ganancias-personas-humanas.xlsx': template(
    'Liquidador de Ganancias para personas humanas',
    ['Concepto', 'Importe ($)'],
    [['Ganancia bruta'], ['Deducciones generales'], ['Deducciones personales'], ['Ganancia neta']],
  ),
  'deducciones-personales.pdf': document(
    'Tabla de deducciones personales',
    'Las deducciones personales que se restan de la ganancia neta:',
    [
      'Ganancia no imponible.',
      'Cargas de familia: cónyuge e hijos.',
      'Deducción especial por trabajo personal.',
      'Los importes se actualizan cada año: consultalos en arca.gob.ar.',
    ],
  ),
  'casos-ganancias-resueltos.pdf': document(
    'Casos prácticos resueltos',
    'Casos del curso con su resolución comentada:',
    [
      'Empleado en relación de dependencia con cónyuge a cargo.',
      'Profesional autónomo con alquiler de inmueble.',
      'Jubilado con un segundo ingreso.',
    ],
  ),
  'punto-de-equilibrio.xlsx': template(
    'Punto de equilibrio',
    ['Dato', 'Valor'],
    [
      ['Costos fijos del mes ($)'],
      ['Precio de venta unitario ($)'],
      ['Costo variable unitario ($)'],
    ],
  ),
  'costeo-por-producto.xlsx': template(
    'Costeo por producto',
    [
      'Producto',
      'Materia prima ($)',
      'Mano de obra ($)',
      'Costos indirectos ($)',
      'Costo total ($)',
    ],
    [],
  ),
  'ejercicios-costos.pdf': document(
    'Ejercicios de costos resueltos',
    'Ejercicios del curso con su resolución:',
    [
      'Punto de equilibrio de un comercio minorista.',
      'Costeo variable frente a costeo por absorción.',
      'Decisión de fabricar o comprar un componente.',
    ],
  ),
  'coeficiente-unificado.xlsx': template(
    'Coeficiente unificado del Convenio Multilateral',
    ['Jurisdicción', 'Ingresos ($)', 'Gastos ($)', 'Coeficiente'],
    [['Buenos Aires'], ['Ciudad de Buenos Aires'], ['Córdoba'], ['Santa Fe']],
  ),
  'vencimientos-convenio-multilateral.pdf': document(
    'Calendario de vencimientos del Convenio Multilateral',
    'Cómo seguir los vencimientos del año:',
    [
      'Consultá la resolución de la Comisión Arbitral con el calendario anual.',
      'Ubicá el dígito verificador de la CUIT.',
      'Anotá el vencimiento del CM03 de cada mes y el CM05 anual.',
    ],
  ),
};
