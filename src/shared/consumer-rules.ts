// The consumer-law numbers, without zod: public pages (the terms) read them too.

/** Days after a purchase in which it can be revoked (Ley 24.240, art. 34; Disp. 954/2025). */
export const ARREPENTIMIENTO_DAYS = 10;

/**
 * Share of a course (in percent: its video time watched, its materials downloaded, its evaluations
 * attempted) a buyer may have used and still be refunded at once; past it, or with a certificate,
 * a person decides (CCyC art. 1116 lets reproduced digital content be excluded).
 */
export const SUBSTANTIAL_USE_PERCENT = 30;

/** Hours an e-mailed confirmation link (arrepentimiento, baja) stays valid. */
export const CONFIRM_LINK_HOURS = 48;

/** The states of a consumer-law request (an arrepentimiento or a baja), as the panel lists them. */
export const CONSUMER_REQUEST_STATUSES = [
  'accepted',
  'refused',
  'awaiting_confirmation',
  'pending_review',
  'completed',
  'expired',
] as const;
