import { Readable } from 'node:stream';
import type { AdminPurchasesQuery } from '../../../shared/admin';
import { formatCuit } from '../../../shared/cuit';
import { formatDate } from '../../../shared/format-date';
import { IVA_CONDITION_LABELS } from '../../../shared/iva-conditions';
import {
  duplicatePaymentLabel,
  PURCHASE_STATE_LABELS,
  purchaseState,
} from '../../../shared/purchases';
import type { ServiceContext } from '../../context';
import { csvAmount, spreadsheetCsv } from '../../spreadsheet-csv';
import { countryName } from '../geo/countries';
import { purchasesInBatches, type ExportRow } from './purchases-list';

const COLUMNS: [header: string, value: (row: ExportRow) => string][] = [
  ['Fecha', (row) => formatDate(row.createdAt)],
  ['Estado', (row) => PURCHASE_STATE_LABELS[purchaseState(row.status, row.paymentId)]],
  ['N° de operación', (row) => row.paymentId ?? ''],
  ['Curso', (row) => row.courseTitle],
  ['Precio de lista', (row) => csvAmount(row.amount + row.discount)],
  ['Descuento', (row) => csvAmount(row.discount)],
  ['Cupón', (row) => row.couponCode ?? ''],
  ['Importe', (row) => csvAmount(row.amount)],
  ['Moneda', (row) => row.currency],
  ['Nombre', (row) => row.payerName],
  ['Apellido', (row) => row.payerLastname],
  ['Correo electrónico', (row) => row.payerEmail],
  ['Documento', (row) => row.payerDocument],
  ['País', (row) => countryName(row.payerCountry)],
  ['Provincia o región', (row) => row.payerRegion],
  ['Localidad', (row) => row.payerLocation],
  ['Fecha de aprobación', (row) => (row.approvedAt ? formatDate(row.approvedAt) : '')],
  ['Medio de pago', (row) => (row.provider === 'mercadopago' ? 'MercadoPago' : 'Prueba')],
  [
    'Pagos duplicados',
    (row) =>
      row.duplicates
        .map((duplicate) => `${duplicate.paymentId}: ${duplicatePaymentLabel(duplicate)}`)
        .join(' | '),
  ],
  ['CUIT facturado', (row) => (row.companyCuit ? formatCuit(row.companyCuit) : '')],
  ['Razón social', (row) => row.companyName ?? ''],
  [
    'Condición frente al IVA',
    (row) => (row.companyIvaCondition ? IVA_CONDITION_LABELS[row.companyIvaCondition] : ''),
  ],
  ['Licencias', (row) => (row.seats === null ? '' : String(row.seats))],
  ['Licencias reintegradas', (row) => (row.seats === null ? '' : String(row.refundedSeats))],
  ['Importe reintegrado por licencias', (row) => csvAmount(row.refundedAmount)],
  ['ID de compra', (row) => row.id],
];

/**
 * The filtered purchases as a CSV that opens in a spreadsheet set to Spanish (Argentina):
 * UTF-8 with BOM, `;` between cells, dates dd/mm/yyyy, cells that a spreadsheet would run as
 * formulas escaped. Streamed: rows are read and written a batch at a time.
 */
export function purchasesCsv(
  ctx: ServiceContext,
  query: Omit<AdminPurchasesQuery, 'page'>,
): Readable {
  const csv = spreadsheetCsv(COLUMNS.map(([header]) => header));
  const rows = Readable.from(
    (async function* () {
      for await (const batch of purchasesInBatches(ctx, query)) {
        for (const row of batch) yield COLUMNS.map(([, value]) => value(row));
      }
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
