import {
  MercadoPagoConfig,
  MPNotFoundError,
  Payment,
  PaymentRefund,
  Preference,
  type MercadoPagoError,
} from 'mercadopago';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import { BRAND } from '../../../../shared/brand';
import { AppError } from '../../../errors';
import { mercadoPagoSubscriptions } from './mercadopago-subscriptions';
import type { CheckoutRequest, PaymentProvider, ProviderPayment } from './types';

export const PROVIDER_UNAVAILABLE =
  'MercadoPago no responde en este momento. Intentá de nuevo en unos minutos.';

/** MercadoPago wants local time with its offset; Argentina is UTC-3 all year. */
export function argentineTimestamp(date: Date): string {
  const local = new Date(date.getTime() - 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 23)}-03:00`;
}

/** The identification type MercadoPago Argentina expects for a document number. */
function identificationType(country: string, document: string): string {
  if (country !== 'AR') return 'Otro';
  return document.length === 11 ? 'CUIT' : 'DNI';
}

/**
 * The panel's cap on cuotas as the preference takes it: at most `installments`, and one payment
 * chosen at first unless the firm absorbs the interest (then the most cuotas are).
 */
function installmentTerms(terms: CheckoutRequest['installments']) {
  return {
    installments: terms.maxInstallments,
    default_installments: terms.interestFree ? terms.maxInstallments : 1,
  };
}

function toProviderPayment(payment: PaymentResponse): ProviderPayment {
  return {
    id: String(payment.id),
    status: payment.status ?? 'pending',
    statusDetail: payment.status_detail ?? null,
    externalReference: payment.external_reference ?? null,
    amount: Number(payment.transaction_amount ?? 0),
    currency: payment.currency_id ?? '',
    approvedAt: payment.date_approved ? new Date(payment.date_approved) : null,
  };
}

/** Any failure to talk to MercadoPago becomes one 503 the caller (and MercadoPago) can retry. */
function unavailable(error: unknown): never {
  const unavailableError = new AppError('unavailable', PROVIDER_UNAVAILABLE);
  unavailableError.cause = error;
  throw unavailableError;
}

/**
 * MercadoPago Checkout Pro through the official SDK. Requests time out after a few seconds
 * and retry once, so a webhook is answered well inside the 22 s MercadoPago waits.
 */
export function createMercadoPagoProvider(options: {
  accessToken: string;
  appUrl: string;
  timeoutMs?: number;
  maxRetries?: number;
}): PaymentProvider {
  // The SDK merges each call's requestOptions (the idempotency key) into its config object
  // for good, so every client gets a config of its own and every write passes its own key.
  const config = () =>
    new MercadoPagoConfig({
      accessToken: options.accessToken,
      options: { timeout: options.timeoutMs ?? 5000, maxRetries: options.maxRetries ?? 1 },
    });
  const preferences = new Preference(config());
  const payments = new Payment(config());
  const refunds = new PaymentRefund(config());
  const { appUrl } = options;
  const publicSite = appUrl.startsWith('https://');

  return {
    name: 'mercadopago',
    ...mercadoPagoSubscriptions(config, unavailable),

    async createCheckout(request: CheckoutRequest) {
      const { course, payer } = request;
      const created = await preferences
        .create({
          body: {
            items: [
              {
                id: String(course.id),
                title: course.title,
                description: course.description.slice(0, 250),
                ...(course.pictureUrl
                  ? { picture_url: new URL(course.pictureUrl, appUrl).toString() }
                  : {}),
                category_id: 'learnings',
                quantity: 1,
                currency_id: request.currency,
                unit_price: request.amount,
              },
            ],
            payer: {
              name: payer.name,
              surname: payer.lastname,
              email: payer.email,
              identification: {
                type: identificationType(payer.country, payer.document),
                number: payer.document,
              },
            },
            external_reference: request.purchaseId,
            back_urls: {
              success: `${appUrl}/payments/success`,
              failure: `${appUrl}/payments/failure`,
              pending: `${appUrl}/payments/pending`,
            },
            // MercadoPago only returns the buyer automatically to an https site.
            ...(publicSite ? { auto_return: 'approved' } : {}),
            payment_methods: installmentTerms(request.installments),
            notification_url: `${appUrl}/api/payments/webhook`,
            statement_descriptor: BRAND.statementDescriptor,
            expires: true,
            expiration_date_from: argentineTimestamp(new Date()),
            expiration_date_to: argentineTimestamp(request.expiresAt),
          },
          requestOptions: { idempotencyKey: request.purchaseId },
        })
        .catch(unavailable);
      if (!created.id || !created.init_point) unavailable(new Error('preference without id'));
      return { preferenceId: created.id, initPoint: created.init_point };
    },

    async getPayment(paymentId) {
      try {
        return toProviderPayment(await payments.get({ id: paymentId }));
      } catch (error) {
        if (error instanceof MPNotFoundError) return null;
        if ((error as MercadoPagoError).status === 404) return null;
        return unavailable(error);
      }
    },

    async refund(paymentId, idempotencyKey) {
      try {
        await refunds.total({ payment_id: paymentId, requestOptions: { idempotencyKey } });
      } catch (error) {
        // Refunded already (an earlier try whose answer was lost): nothing left to do.
        const payment = await payments.get({ id: paymentId }).catch(() => undefined);
        if (payment?.status === 'refunded') return;
        unavailable(error);
      }
    },

    async refundPart(paymentId, amount, idempotencyKey) {
      await refunds
        .create({ payment_id: paymentId, body: { amount }, requestOptions: { idempotencyKey } })
        .catch(unavailable);
    },

    async findPayments(externalReference) {
      const found = await payments
        .search({
          options: {
            external_reference: externalReference,
            sort: 'date_created',
            criteria: 'asc',
          },
        })
        .catch(unavailable);
      return (found.results ?? []).map((result) => toProviderPayment(result as PaymentResponse));
    },
  };
}
