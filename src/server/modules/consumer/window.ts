import { ARREPENTIMIENTO_DAYS } from '../../../shared/consumer-rules';

const ZONE = 'America/Argentina/Buenos_Aires';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Argentine calendar day of a moment, as 'YYYY-MM-DD'. */
export function argentineDay(moment: Date): string {
  return moment.toLocaleDateString('en-CA', { timeZone: ZONE });
}

/**
 * The last moment to revoke a purchase made at `purchasedAt`: the end (Argentine time) of the
 * tenth calendar day after the day of the purchase.
 */
export function arrepentimientoDeadline(purchasedAt: Date): Date {
  const startOfDay = new Date(`${argentineDay(purchasedAt)}T00:00:00.000-03:00`).getTime();
  return new Date(startOfDay + (ARREPENTIMIENTO_DAYS + 1) * DAY_MS - 1);
}
