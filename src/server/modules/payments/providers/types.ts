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
};
