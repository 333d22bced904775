import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxPayments } from '../../../db/schema';
import { sandboxSubscriptions } from './sandbox-subscriptions';
import type { PaymentProvider, ProviderPayment } from './types';

type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

export function toProviderPayment(row: SandboxPaymentRow): ProviderPayment {
  return {
    id: String(row.id),
    status: row.status,
    statusDetail: row.statusDetail,
    externalReference: row.externalReference,
    amount: row.amount,
    currency: row.currency,
    approvedAt: row.approvedAt,
  };
}

/**
 * The built-in provider for running without MercadoPago: its checkout is the site's own
 * 'Pago de prueba' page, and its payments live in the `sandbox_payments` table, where
 * MercadoPago would keep them. Purchases made with it go through the very same sync path.
 */
export function createSandboxProvider(options: { db: Db; appUrl: string }): PaymentProvider {
  const { db, appUrl } = options;
  return {
    name: 'sandbox',
    ...sandboxSubscriptions(db, appUrl),

    async createCheckout() {
      const preferenceId = `sandbox-${randomUUID()}`;
      return { preferenceId, initPoint: `${appUrl}/payments/sandbox/${preferenceId}` };
    },

    async getPayment(paymentId) {
      if (!/^\d{1,9}$/.test(paymentId)) return null;
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, Number(paymentId)));
      return row ? toProviderPayment(row) : null;
    },

    async refund(paymentId) {
      if (!/^\d{1,9}$/.test(paymentId)) return;
      await db
        .update(sandboxPayments)
        .set({ status: 'refunded', statusDetail: 'refunded' })
        .where(eq(sandboxPayments.id, Number(paymentId)));
    },

    async refundPart(paymentId) {
      if (!/^\d{1,9}$/.test(paymentId)) return;
      // As MercadoPago keeps a partly refunded payment approved, with the refund in its detail.
      await db
        .update(sandboxPayments)
        .set({ statusDetail: 'partially_refunded' })
        .where(eq(sandboxPayments.id, Number(paymentId)));
    },

    async findPayments(externalReference) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.externalReference, externalReference))
        .orderBy(asc(sandboxPayments.id));
      return rows.map(toProviderPayment);
    },
  };
}
