import type { PaymentSettings } from '../../../../shared/payment-settings';
import type { PayerData } from '../../../../shared/responses/payments';

export type ProviderName = 'sandbox' | 'mercadopago';

/** What a checkout is created from: the course as the database has it, never the client's price. */
export type CheckoutRequest = {
  purchaseId: string;
  course: { id: number; title: string; description: string; pictureUrl: string | null };
  amount: number;
  currency: 'ARS';
  payer: PayerData;
  expiresAt: Date;
  /** The panel's cap on cuotas, and whether the firm absorbs their interest. */
  installments: PaymentSettings;
};

export type Checkout = { preferenceId: string; initPoint: string };

/** A payment as the provider reports it (MercadoPago's statuses). */
export type ProviderPayment = {
  id: string;
  status: string;
  statusDetail: string | null;
  externalReference: string | null;
  amount: number;
  currency: string;
  approvedAt: Date | null;
};

/** A 'Plan Contador' subscription to open at the provider (a MercadoPago preapproval). */
export type SubscriptionRequest = {
  /** Ours, sent as the external reference. */
  subscriptionId: string;
  /** Tells a new preapproval for the same subscription (a new card) from a retried request. */
  attempt: string;
  reason: string;
  monthlyAmount: number;
  payerEmail: string;
  /** Where the subscriber comes back after authorizing. */
  backUrl: string;
};

/** MercadoPago's preapproval statuses: pending, authorized, paused, cancelled. */
export type ProviderSubscription = {
  id: string;
  status: string;
  externalReference: string | null;
  nextPaymentDate: Date | null;
};

/**
 * One monthly charge of a preapproval (MercadoPago's authorized payment, an "invoice" in its
 * SDK): `paymentStatus` is its payment's (approved, rejected…), null while none was attempted.
 */
export type ProviderSubscriptionCharge = {
  id: string;
  preapprovalId: string;
  status: string;
  paymentId: string | null;
  paymentStatus: string | null;
  paymentStatusDetail: string | null;
  amount: number;
  currency: string;
  debitDate: Date | null;
};

/** A payment provider behind the one interface purchases are made with. */
export type PaymentProvider = {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The payment, or null when the provider does not know that id. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Every payment made for one of our purchases (its external reference). */
  findPayments(externalReference: string): Promise<ProviderPayment[]>;
  /** Gives the whole payment back to the buyer; asking twice refunds once (idempotency key). */
  refund(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Gives back part of the payment (unused seats); the same key again refunds once. */
  refundPart(paymentId: string, amount: number, idempotencyKey: string): Promise<void>;
  /** Opens a monthly subscription; the subscriber authorizes it at `initPoint`. */
  createSubscription(request: SubscriptionRequest): Promise<{ id: string; initPoint: string }>;
  /** The subscription, or null when the provider does not know that id. */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Stops the subscription's charges for good (asking twice is harmless). */
  cancelSubscription(id: string): Promise<void>;
  getSubscriptionCharge(id: string): Promise<ProviderSubscriptionCharge | null>;
};
