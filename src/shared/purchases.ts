// Purchase types and labels without zod, so the pages that show purchases stay small.

export type PurchaseStatus =
  'pending' | 'approved' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back';

/** How a status reads to the buyer; cancelled shows as pending (SPEC §4). */
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  cancelled: 'Pendiente',
  refunded: 'Reembolsado',
  charged_back: 'Contracargo',
};

export type PurchaseCourse = { id: number | null; slug: string; title: string };

/** A purchase in the buyer's history. `operationId` is the payment provider's id. */
export type PurchaseSummary = {
  id: string;
  status: PurchaseStatus;
  operationId: string | null;
  amount: number;
  currency: string;
  course: PurchaseCourse;
  createdAt: string;
  approvedAt: string | null;
};

/** A purchase in the buyer's history, with its electronic vouchers once ARCA authorised them. */
export type PurchaseRecord = PurchaseSummary & {
  invoiceUrl: string | null;
  creditNoteUrl: string | null;
};

/** The payer data the buyer entered, as the last purchase kept it (prefills the next one). */
export type PayerData = {
  name: string;
  lastname: string;
  email: string;
  document: string;
  country: string;
  region: string;
  location: string;
};

export type SandboxOutcome = 'approved' | 'rejected' | 'pending';

/** The sandbox's 'Pago de prueba' page. */
export type SandboxCheckout = {
  preferenceId: string;
  courseTitle: string;
  amount: number;
  currency: string;
  payerEmail: string;
  /** The payment still open on this checkout (pending), or the purchase's final state. */
  purchaseStatus: PurchaseStatus;
  pendingPaymentId: string | null;
};
