import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { preapprovalHandlers } from './mercadopago-preapprovals';

const API = 'https://api.mercadopago.com';
const COLLECTOR_ID = 202809963;

type Json = Record<string, unknown>;

/**
 * A payment as `GET /v1/payments/{id}` answers it (the fields of MercadoPago's API reference,
 * with the values of an approved Visa credit-card payment in Argentina).
 */
export function mercadoPagoPayment(fields: {
  id: number;
  external_reference: string;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  currency_id?: string;
}): Json {
  const status = fields.status ?? 'approved';
  const amount = fields.transaction_amount ?? 15000;
  const created = '2026-11-20T10:15:30.000-03:00';
  return {
    id: fields.id,
    date_created: created,
    date_approved: status === 'approved' ? '2026-11-20T10:15:32.000-03:00' : null,
    date_last_updated: '2026-11-20T10:15:32.000-03:00',
    date_of_expiration: null,
    money_release_date: '2026-12-08T10:15:32.000-03:00',
    money_release_status: 'pending',
    operation_type: 'regular_payment',
    issuer_id: '310',
    payment_method_id: 'visa',
    payment_type_id: 'credit_card',
    status,
    status_detail: fields.status_detail ?? (status === 'approved' ? 'accredited' : status),
    currency_id: fields.currency_id ?? 'ARS',
    description: 'Curso de prueba',
    live_mode: false,
    sponsor_id: null,
    authorization_code: '301299',
    money_release_schema: null,
    taxes_amount: 0,
    counter_currency: null,
    shipping_amount: 0,
    pos_id: null,
    store_id: null,
    collector_id: COLLECTOR_ID,
    payer: {
      id: '1184385429',
      email: 'test_user_80507629@testuser.com',
      identification: { type: 'DNI', number: '30123456' },
      type: null,
    },
    metadata: {},
    additional_info: { items: [{ id: '1', title: 'Curso de prueba', quantity: '1' }] },
    order: { id: '15243654512', type: 'mercadopago' },
    external_reference: fields.external_reference,
    transaction_amount: amount,
    transaction_amount_refunded: status === 'refunded' ? amount : 0,
    coupon_amount: 0,
    differential_pricing_id: null,
    deduction_schema: null,
    installments: 1,
    transaction_details: {
      payment_method_reference_id: null,
      net_received_amount: Math.round(amount * 0.95 * 100) / 100,
      total_paid_amount: amount,
      overpaid_amount: 0,
      external_resource_url: null,
      installment_amount: amount,
      financial_institution: null,
      payable_deferral_period: null,
      acquirer_reference: null,
    },
    fee_details: [
      {
        type: 'mercadopago_fee',
        amount: Math.round(amount * 0.05 * 100) / 100,
        fee_payer: 'collector',
      },
    ],
    captured: true,
    binary_mode: false,
    call_for_authorize_id: null,
    statement_descriptor: 'ESTUDIO FERRARO',
    card: {
      first_six_digits: '450995',
      last_four_digits: '3704',
      expiration_month: 11,
      expiration_year: 2030,
      date_created: created,
      date_last_updated: created,
      cardholder: { name: 'APRO', identification: { number: '30123456', type: 'DNI' } },
    },
    notification_url: 'https://cursos.example.com/api/payments/webhook',
    refunds: [],
    processing_mode: 'aggregator',
    merchant_account_id: null,
    acquirer: null,
    merchant_number: null,
  };
}

/** The answer of `POST /checkout/preferences` for a request body (API reference fields). */
function preferenceAnswer(body: Json): Json {
  const id = `${COLLECTOR_ID}-${crypto.randomUUID()}`;
  return {
    ...body,
    additional_info: '',
    client_id: '6295877106812064',
    collector_id: COLLECTOR_ID,
    coupon_code: null,
    coupon_labels: null,
    date_created: '2026-11-20T10:10:00.000-03:00',
    id,
    init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
    sandbox_init_point: `https://sandbox.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
    internal_metadata: null,
    marketplace: 'NONE',
    marketplace_fee: 0,
    metadata: {},
    operation_type: 'regular_payment',
    processing_modes: null,
    product_id: null,
    site_id: 'MLA',
    total_amount: null,
    last_updated: null,
  };
}

const notFound = () =>
  HttpResponse.json(
    { message: 'Payment not found', error: 'not_found', status: 404, cause: [] },
    { status: 404 },
  );
const invalidState = () =>
  HttpResponse.json(
    {
      message: 'The action requested is not valid for the current payment state',
      error: 'bad_request',
      status: 400,
      cause: [
        {
          code: 2063,
          description: 'The action requested is not valid for the current payment state',
          data: null,
        },
      ],
    },
    { status: 400 },
  );
const serverError = () =>
  HttpResponse.json(
    { message: 'Internal server error', error: 'internal_error', status: 500, cause: [] },
    { status: 500 },
  );

/**
 * MercadoPago's HTTP API faked at the network edge (MSW intercepts the global fetch the
 * official SDK uses): preferences are recorded, payments are what the test puts in.
 * `listen` answers this process; `handlers` can also answer server processes (fake-edge.ts).
 */
export function createMercadoPagoFake() {
  const preferences: { body: Json; idempotencyKey: string | null }[] = [];
  const payments = new Map<string, Json>();
  /** The refunds made, one per payment (a repeated idempotency key makes none). */
  const refunds: { paymentId: string; idempotencyKey: string | null; amount: number }[] = [];
  const refundAnswers = new Map<string, Json>();
  /** `refundsFailing`: MercadoPago answers everything but refunds. */
  const state = { failing: false, refundsFailing: false, paymentReads: 0 };
  const subscriptions = preapprovalHandlers(state);

  const handlers = [
    http.post(`${API}/checkout/preferences/`, async ({ request }) => {
      if (state.failing) return serverError();
      const body = (await request.json()) as Json;
      preferences.push({ body, idempotencyKey: request.headers.get('x-idempotency-key') });
      return HttpResponse.json(preferenceAnswer(body), { status: 201 });
    }),
    http.get(`${API}/v1/payments/search`, ({ request }) => {
      if (state.failing) return serverError();
      const reference = new URL(request.url).searchParams.get('external_reference');
      const results = [...payments.values()].filter((p) => p.external_reference === reference);
      return HttpResponse.json({
        paging: { total: results.length, limit: 30, offset: 0 },
        results,
      });
    }),
    // POST /v1/payments/{id}/refunds as the API reference answers it: 201 with the refund; the
    // same X-Idempotency-Key again answers the same refund without a second one; a payment
    // refunded already is refused (400, cause 2063).
    http.post(`${API}/v1/payments/:id/refunds`, async ({ params, request }) => {
      if (state.failing || state.refundsFailing) return serverError();
      const paymentId = String(params.id);
      const idempotencyKey = request.headers.get('x-idempotency-key');
      const replay = refundAnswers.get(`${paymentId}:${idempotencyKey}`);
      if (replay) return HttpResponse.json(replay, { status: 201 });
      const payment = payments.get(paymentId);
      if (!payment) return notFound();
      if (payment.status === 'refunded') return invalidState();
      // A body with `amount` refunds that part (the payment stays approved until all is back).
      const body = (await request.text().then((text) => (text ? JSON.parse(text) : {}))) as Json;
      const before = payment.transaction_amount_refunded as number;
      const left = (payment.transaction_amount as number) - before;
      const amount = typeof body.amount === 'number' ? Math.min(body.amount, left) : left;
      const whole = amount >= left;
      refunds.push({ paymentId, idempotencyKey, amount });
      payments.set(paymentId, {
        ...payment,
        status: whole ? 'refunded' : 'approved',
        status_detail: whole ? 'refunded' : 'partially_refunded',
        transaction_amount_refunded: before + amount,
      });
      const answer = {
        id: 1_009_042_015 + refunds.length,
        payment_id: Number(paymentId),
        amount,
        metadata: {},
        source: { id: '202809963', name: 'Estudio Contable Ferraro', type: 'collector' },
        date_created: '2026-11-21T12:00:00.000-03:00',
        unique_sequence_number: null,
        refund_mode: 'standard',
        adjustment_amount: 0,
        status: 'approved',
        reason: null,
        labels: [],
        amount_refunded_to_payer: amount,
        partition_details: [],
      };
      refundAnswers.set(`${paymentId}:${idempotencyKey}`, answer);
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.get(`${API}/v1/payments/:id`, ({ params }) => {
      state.paymentReads += 1;
      if (state.failing) return serverError();
      return payments.has(String(params.id))
        ? HttpResponse.json(payments.get(String(params.id)))
        : notFound();
    }),
    ...subscriptions.handlers,
  ];
  const server = setupServer(...handlers);

  return {
    server,
    /** The handlers alone, to answer from another place (see fake-edge.ts). */
    handlers,
    state,
    preferences,
    refunds,
    /** The 'Plan Contador' preapprovals and their monthly charges. */
    subscriptions,
    /** Puts (or replaces) a payment MercadoPago will report. */
    setPayment(payment: Json) {
      payments.set(String(payment.id), payment);
    },
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
  };
}

export type MercadoPagoFake = ReturnType<typeof createMercadoPagoFake>;
