import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../shared/money';
import { periodFigures } from '../charts/revenue-summary';
import { longDay, salesSummary, shortDay } from './sales-days';

const day = (date: string, sales: number, revenue: number) => ({ date, sales, revenue });

describe('sales days', () => {
  it('reads the day from its text, without a time zone shift', () => {
    expect(shortDay('2025-11-01')).toBe('01/11');
    expect(longDay('2025-11-01')).toBe('01/11/2025');
    expect(periodFigures(shortDay('2025-11-01'), day('2025-11-01', 1, 100))).toBe(
      `01/11: 1 venta, ${formatPrice(100)}`,
    );
  });

  it('sums the days and names the best one', () => {
    const days = [day('2025-11-01', 0, 0), day('2025-11-02', 2, 300), day('2025-11-03', 1, 100)];
    expect(salesSummary(days)).toBe(
      `Ingresos por día del 01/11/2025 al 03/11/2025: ${formatPrice(400)} en 3 ventas aprobadas. ` +
        `El mejor día fue el 02/11/2025, con ${formatPrice(300)}.`,
    );
  });

  it('says so when nothing was sold', () => {
    expect(salesSummary([day('2025-11-01', 0, 0), day('2025-11-02', 0, 0)])).toBe(
      'Ingresos por día del 01/11/2025 al 02/11/2025: sin ventas aprobadas.',
    );
    expect(salesSummary([])).toBe('No hay datos de ventas.');
  });

  it('agrees in number with a single sale', () => {
    expect(salesSummary([day('2025-11-01', 1, 100)])).toContain(
      `${formatPrice(100)} en 1 venta aprobada.`,
    );
  });
});
