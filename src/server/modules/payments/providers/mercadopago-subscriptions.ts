import { Invoice, MPNotFoundError, PreApproval, type MercadoPagoConfig } from 'mercadopago';
import type { MercadoPagoError } from 'mercadopago';
import type { PaymentProvider } from './types';

type SubscriptionMethods = Pick<
  PaymentProvider,
  'createSubscription' | 'getSubscription' | 'cancelSubscription' | 'getSubscriptionCharge'
>;

const date = (value: string | undefined | null) => (value ? new Date(value) : null);

/** A 404 is an unknown id (null); any other failure is the provider's, for `unavailable`. */
async function orNull<T>(read: Promise<T>, unavailable: (error: unknown) => never) {
  try {
    return await read;
  } catch (error) {
    if (error instanceof MPNotFoundError || (error as MercadoPagoError).status === 404) return null;
    return unavailable(error);
  }
}

/**
 * The 'Plan Contador' at MercadoPago: one preapproval per subscriber, without a plan, so that
 * each carries our subscription as its external reference and authorizes at its own
 * `init_point` (decision 0050). Each month MercadoPago charges it and reports the authorized
 * payment.
 */
export function mercadoPagoSubscriptions(
  config: () => MercadoPagoConfig,
  unavailable: (error: unknown) => never,
): SubscriptionMethods {
  const preapprovals = new PreApproval(config());
  const charges = new Invoice(config());
  return {
    async createSubscription(request) {
      const created = await preapprovals
        .create({
          body: {
            reason: request.reason,
            external_reference: request.subscriptionId,
            payer_email: request.payerEmail,
            auto_recurring: {
              frequency: 1,
              frequency_type: 'months',
              transaction_amount: request.monthlyAmount,
              currency_id: 'ARS',
            },
            back_url: request.backUrl,
            status: 'pending',
          },
          requestOptions: { idempotencyKey: `plan-${request.subscriptionId}-${request.attempt}` },
        })
        .catch(unavailable);
      if (!created.id || !created.init_point) unavailable(new Error('preapproval without id'));
      return { id: created.id, initPoint: created.init_point };
    },

    async getSubscription(id) {
      const found = await orNull(preapprovals.get({ id }), unavailable);
      if (!found?.id) return null;
      return {
        id: found.id,
        status: found.status ?? 'pending',
        externalReference: found.external_reference ?? null,
        nextPaymentDate: date(found.next_payment_date),
      };
    },

    async cancelSubscription(id) {
      await preapprovals
        .update({ id, body: { status: 'cancelled' } })
        .catch(async (error: unknown) => {
          const found = await preapprovals.get({ id }).catch(() => undefined);
          if (found?.status === 'cancelled') return;
          unavailable(error);
        });
    },

    async getSubscriptionCharge(id) {
      const found = await orNull(charges.get({ id }), unavailable);
      if (!found?.id || !found.preapproval_id) return null;
      return {
        id: String(found.id),
        preapprovalId: found.preapproval_id,
        status: found.status ?? 'scheduled',
        paymentId: found.payment?.id ? String(found.payment.id) : null,
        paymentStatus: found.payment?.status ?? null,
        paymentStatusDetail: found.payment?.status_detail ?? null,
        amount: Number(found.transaction_amount ?? 0),
        currency: found.currency_id ?? 'ARS',
        debitDate: date(found.debit_date ?? found.date_created),
      };
    },
  };
}
