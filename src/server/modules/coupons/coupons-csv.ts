import { formatDate } from '../../../shared/format-date';
import type { ServiceContext } from '../../context';
import { courses } from '../../db/schema';
import type { AdminCoupon } from '../../../shared/responses/coupons';
import { csvAmount, spreadsheetTable, type CsvColumn } from '../../spreadsheet-csv';
import { listCoupons } from './admin-list';

const day = (iso: string | null) => (iso ? formatDate(iso) : '');

/** A coupon with the titles of the courses it applies to. */
type CouponLine = AdminCoupon & { courseTitles: string[] };

const COLUMNS: CsvColumn<CouponLine>[] = [
  ['Código', (coupon) => coupon.code],
  ['Tipo', (coupon) => (coupon.kind === 'percent' ? 'Porcentaje' : 'Importe fijo')],
  ['Descuento', (coupon) => csvAmount(coupon.value)],
  ['Estado', (coupon) => (coupon.active ? 'Activo' : 'Pausado')],
  ['Desde', (coupon) => day(coupon.validFrom)],
  ['Hasta', (coupon) => day(coupon.validTo)],
  ['Usos', (coupon) => String(coupon.uses)],
  ['Máximo de usos', (coupon) => (coupon.maxUses === null ? '' : String(coupon.maxUses))],
  ['Ingresos', (coupon) => csvAmount(coupon.revenue)],
  ['Cursos', (coupon) => coupon.courseTitles.join(' | ') || 'Todos'],
];

/**
 * The coupons with their uses and revenue as a CSV a spreadsheet in Spanish (Argentina) opens as
 * the purchases' export does: UTF-8 with BOM, `;` between cells, formulas escaped.
 */
export async function couponsCsv(ctx: ServiceContext): Promise<string> {
  const list = await listCoupons(ctx);
  const named = await ctx.db.select({ id: courses.id, title: courses.title }).from(courses);
  const titles = new Map(named.map((course) => [course.id, course.title]));
  const lines = list.map((coupon) => ({
    ...coupon,
    courseTitles: coupon.courseIds.map((id) => titles.get(id) ?? `Curso ${id} (borrado)`),
  }));
  return spreadsheetTable(COLUMNS, lines);
}
