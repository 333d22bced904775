import { describe, expect, it } from 'vitest';
import { statusDetailLabel } from './status-details';

describe("the payer dialog's 'Detalle del estado'", () => {
  it("reads MercadoPago's codes and this site's own in Spanish, and keeps an unknown code as it came", () => {
    expect(statusDetailLabel('accredited')).toBe('Acreditado');
    expect(statusDetailLabel('cc_rejected_insufficient_amount')).toBe(
      'Rechazado: fondos insuficientes',
    );
    expect(statusDetailLabel('free_with_coupon')).toBe('Sin pago: el cupón cubrió el precio');
    expect(statusDetailLabel('demo')).toBe('Compra de demostración, sin pago');
    expect(statusDetailLabel('a_code_from_tomorrow')).toBe('a_code_from_tomorrow');
    expect(statusDetailLabel(null)).toBe('—');
  });
});
