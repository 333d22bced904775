import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  sandboxAuthorizedPayments,
  sandboxPayments,
  sandboxPreapprovals,
} from '../../../db/schema';
import type { PaymentProvider } from './types';

type SubscriptionMethods = Pick<
  PaymentProvider,
  'createSubscription' | 'getSubscription' | 'cancelSubscription' | 'getSubscriptionCharge'
>;

export const SANDBOX_PREAPPROVAL_PREFIX = 'sandbox-pre-';

/** The sandbox's preapprovals and their monthly charges, kept where MercadoPago would keep them. */
export function sandboxSubscriptions(db: Db, appUrl: string): SubscriptionMethods {
  return {
    async createSubscription(request) {
      const id = `${SANDBOX_PREAPPROVAL_PREFIX}${randomUUID()}`;
      await db.insert(sandboxPreapprovals).values({
        id,
        externalReference: request.subscriptionId,
        reason: request.reason,
        payerEmail: request.payerEmail,
        amount: request.monthlyAmount,
        status: 'pending',
      });
      return { id, initPoint: `${appUrl}/payments/sandbox/subscriptions/${id}` };
    },

    async getSubscription(id) {
      const [row] = await db
        .select()
        .from(sandboxPreapprovals)
        .where(eq(sandboxPreapprovals.id, id));
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        externalReference: row.externalReference,
        nextPaymentDate: row.nextPaymentDate,
      };
    },

    async cancelSubscription(id) {
      await db
        .update(sandboxPreapprovals)
        .set({ status: 'cancelled' })
        .where(eq(sandboxPreapprovals.id, id));
    },

    async getSubscriptionCharge(id) {
      if (!/^\d{1,9}$/.test(id)) return null;
      const [row] = await db
        .select({ charge: sandboxAuthorizedPayments, payment: sandboxPayments })
        .from(sandboxAuthorizedPayments)
        .innerJoin(sandboxPayments, eq(sandboxPayments.id, sandboxAuthorizedPayments.paymentId))
        .where(eq(sandboxAuthorizedPayments.id, Number(id)));
      if (!row) return null;
      const { charge, payment } = row;
      return {
        id: String(charge.id),
        preapprovalId: charge.preapprovalId,
        status: charge.status,
        paymentId: String(payment.id),
        paymentStatus: payment.status,
        paymentStatusDetail: payment.statusDetail,
        amount: payment.amount,
        currency: payment.currency,
        debitDate: charge.debitDate,
      };
    },
  };
}
