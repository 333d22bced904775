// Admin answers as the panel reads them, without zod (the panel's chunks stay small).
import type { PurchaseStatus } from './purchases';
import type { CourseRef } from './responses/courses';
import type { UserIdentity } from './responses/auth';
import type { DuplicatePayment, PayerData } from './responses/payments';

/** `totalCapped`: the count stopped at `total` and the list holds more rows than that. */
export type AdminPage<T> = {
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
} & T;

/** A person as the panel shows them: who they are, whether they are blocked, what they own. */
export type AdminUser = UserIdentity & {
  blocked: boolean;
  blockedReason: string | null;
  courses: CourseRef[];
};

export type AdminPurchase = {
  id: string;
  status: PurchaseStatus;
  statusDetail: string | null;
  operationId: string | null;
  amount: number;
  currency: string;
  provider: 'sandbox' | 'mercadopago';
  reviewReason: string | null;
  createdAt: string;
  approvedAt: string | null;
  course: { id: number | null; slug: string; title: string };
  user: { id: string; username: string; email: string } | null;
  payer: PayerData;
  /** Payments of a course the buyer already had, refunded on their own. */
  duplicates: DuplicatePayment[];
};

export type SalesDay = { date: string; sales: number; revenue: number };

export type AdminStats = {
  days: SalesDay[];
  totals: { sales: number; revenue: number };
  students: number;
  pendingPurchases: number;
  needsReview: number;
};

export type AdminInvoice = {
  id: string;
  kind: 'invoice' | 'credit_note';
  /** 'Factura C 00003-00000042' once numbered; the type alone before. */
  label: string;
  status: 'pending' | 'issued' | 'failed' | 'cancelled';
  number: number | null;
  cae: string | null;
  /** yyyy-mm-dd: a calendar date, not an instant. */
  caeDueDate: string | null;
  total: number;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  issuedAt: string | null;
  purchase: { id: string; courseTitle: string; payerName: string; payerEmail: string };
};

export type AdminConsumerRequest = {
  id: string;
  code: string;
  kind: 'arrepentimiento' | 'baja';
  status:
    'accepted' | 'refused' | 'awaiting_confirmation' | 'pending_review' | 'completed' | 'expired';
  name: string;
  email: string;
  document: string;
  operation: string | null;
  purchaseId: string | null;
  outcome: string | null;
  createdAt: string;
  resolvedAt: string | null;
};
