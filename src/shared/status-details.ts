/**
 * MercadoPago's `status_detail` codes (and this site's own) as the panel reads them. A code not
 * listed is shown as it came, so a new one is never hidden.
 */
const STATUS_DETAIL_LABELS: Record<string, string> = {
  accredited: 'Acreditado',
  pending_contingency: 'En proceso de acreditación',
  pending_review_manual: 'En revisión por MercadoPago',
  pending_waiting_payment: 'Esperando el pago (efectivo)',
  pending_waiting_transfer: 'Esperando la transferencia',
  pending_challenge: 'Esperando la confirmación del pagador',
  cc_rejected_bad_filled_card_number: 'Rechazado: número de tarjeta mal cargado',
  cc_rejected_bad_filled_date: 'Rechazado: fecha de vencimiento mal cargada',
  cc_rejected_bad_filled_security_code: 'Rechazado: código de seguridad mal cargado',
  cc_rejected_bad_filled_other: 'Rechazado: datos de la tarjeta mal cargados',
  cc_rejected_blacklist: 'Rechazado: tarjeta no admitida',
  cc_rejected_call_for_authorize: 'Rechazado: el pagador debe autorizarlo con su banco',
  cc_rejected_card_disabled: 'Rechazado: tarjeta inactiva',
  cc_rejected_duplicated_payment: 'Rechazado: pago duplicado',
  cc_rejected_high_risk: 'Rechazado por prevención de fraude',
  cc_rejected_insufficient_amount: 'Rechazado: fondos insuficientes',
  cc_rejected_invalid_installments: 'Rechazado: cuotas no disponibles',
  cc_rejected_max_attempts: 'Rechazado: demasiados intentos',
  cc_rejected_other_reason: 'Rechazado por el emisor de la tarjeta',
  rejected_by_bank: 'Rechazado por el banco',
  rejected_insufficient_data: 'Rechazado: faltan datos del pagador',
  refunded: 'Reembolsado',
  partially_refunded: 'Reembolsado en parte',
  by_collector: 'Cancelado por el vendedor',
  by_payer: 'Cancelado por el pagador',
  expired: 'Vencido',
  in_process: 'En proceso',
  settled: 'Contracargo resuelto',
  reimbursed: 'Contracargo reintegrado',
  free_with_coupon: 'Sin pago: el cupón cubrió el precio',
  demo: 'Compra de demostración, sin pago',
  duplicate_payment: 'Ya tenía el curso: el pago se reintegra solo',
};

export const statusDetailLabel = (detail: string | null): string =>
  detail === null ? '—' : (STATUS_DETAIL_LABELS[detail] ?? detail);
