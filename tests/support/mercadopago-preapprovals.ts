import { http, HttpResponse } from 'msw';

const API = 'https://api.mercadopago.com';
const COLLECTOR_ID = 202809963;

type Json = Record<string, unknown>;

/** A preapproval as `GET /preapproval/{id}` answers it (the API reference's fields). */
function preapprovalAnswer(id: string, body: Json, status: string): Json {
  const recurring = (body.auto_recurring ?? {}) as Json;
  return {
    id,
    payer_id: 1184385429,
    payer_email: body.payer_email,
    back_url: body.back_url,
    collector_id: COLLECTOR_ID,
    application_id: 6295877106812064,
    status,
    reason: body.reason,
    external_reference: body.external_reference,
    date_created: '2026-11-20T10:10:00.000-03:00',
    last_modified: '2026-11-20T10:10:00.000-03:00',
    init_point: `https://www.mercadopago.com.ar/subscriptions/checkout?preapproval_id=${id}`,
    auto_recurring: {
      frequency: recurring.frequency,
      frequency_type: recurring.frequency_type,
      transaction_amount: recurring.transaction_amount,
      currency_id: recurring.currency_id,
      start_date: '2026-11-20T10:10:00.000-03:00',
      free_trial: null,
    },
    summarized: {
      quotas: null,
      charged_quantity: null,
      pending_charge_quantity: null,
      charged_amount: null,
      pending_charge_amount: null,
      semaphore: null,
      last_charged_date: null,
      last_charged_amount: null,
    },
    next_payment_date: status === 'authorized' ? '2026-12-20T10:10:00.000-03:00' : null,
    payment_method_id: status === 'authorized' ? 'visa' : null,
    first_invoice_offset: null,
  };
}

/**
 * An authorized payment as `GET /authorized_payments/{id}` answers it: one monthly charge of a
 * preapproval and the payment it made (approved, or rejected while MercadoPago retries).
 */
export function authorizedPayment(fields: {
  id: number;
  preapprovalId: string;
  paymentId: number;
  paymentStatus: 'approved' | 'rejected';
  amount: number;
}): Json {
  const approved = fields.paymentStatus === 'approved';
  return {
    id: fields.id,
    type: 'scheduled',
    date_created: '2026-11-20T10:15:30.000-03:00',
    last_modified: '2026-11-20T10:15:32.000-03:00',
    preapproval_id: fields.preapprovalId,
    reason: 'Plan Contador: todos los cursos en video',
    external_reference: null,
    currency_id: 'ARS',
    transaction_amount: fields.amount,
    debit_date: '2026-11-20T10:15:30.000-03:00',
    retry_attempt: approved ? 0 : 1,
    status: approved ? 'processed' : 'recycling',
    summarized: approved ? 'charged' : 'pending',
    payment: {
      id: fields.paymentId,
      status: fields.paymentStatus,
      status_detail: approved ? 'accredited' : 'cc_rejected_insufficient_amount',
    },
  };
}

/** MercadoPago's subscription endpoints, faked: preapprovals made, read and updated; charges put in. */
export function preapprovalHandlers(state: { failing: boolean }) {
  const created: { body: Json; idempotencyKey: string | null }[] = [];
  const updates: { id: string; body: Json }[] = [];
  const preapprovals = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const serverError = () =>
    HttpResponse.json({ message: 'Internal server error', status: 500 }, { status: 500 });
  const notFound = () =>
    HttpResponse.json({ message: 'Not found', error: 'not_found', status: 404 }, { status: 404 });

  const handlers = [
    http.post(`${API}/preapproval/`, async ({ request }) => {
      if (state.failing) return serverError();
      const body = (await request.json()) as Json;
      created.push({ body, idempotencyKey: request.headers.get('x-idempotency-key') });
      const id = `2c93808494${String(created.length).padStart(6, '0')}b1f3a1`;
      preapprovals.set(id, preapprovalAnswer(id, body, 'pending'));
      return HttpResponse.json(preapprovals.get(id), { status: 201 });
    }),
    http.get(`${API}/preapproval/:id`, ({ params }) => {
      if (state.failing) return serverError();
      const found = preapprovals.get(String(params.id));
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.put(`${API}/preapproval/:id`, async ({ params, request }) => {
      if (state.failing) return serverError();
      const id = String(params.id);
      const found = preapprovals.get(id);
      if (!found) return notFound();
      const body = (await request.json()) as Json;
      updates.push({ id, body });
      preapprovals.set(id, { ...found, ...body });
      return HttpResponse.json(preapprovals.get(id));
    }),
    http.get(`${API}/authorized_payments/:id`, ({ params }) => {
      if (state.failing) return serverError();
      const found = charges.get(String(params.id));
      return found ? HttpResponse.json(found) : notFound();
    }),
  ];

  return {
    handlers,
    created,
    updates,
    /** Changes what MercadoPago reports of a preapproval (authorized, cancelled…). */
    setPreapprovalStatus(id: string, status: string) {
      const found = preapprovals.get(id);
      if (!found) throw new Error(`no preapproval ${id}`);
      const next = status === 'authorized' ? '2026-12-20T10:10:00.000-03:00' : null;
      preapprovals.set(id, { ...found, status, next_payment_date: next });
    },
    setCharge(charge: Json) {
      charges.set(String(charge.id), charge);
    },
  };
}
