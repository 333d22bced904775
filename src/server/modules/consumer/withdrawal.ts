import { and, eq } from 'drizzle-orm';
import { SUBSTANTIAL_USE_PERCENT } from '../../../shared/consumer-rules';
import { formatDate } from '../../../shared/format-date';
import { formatPrice } from '../../../shared/money';
import type { ServiceContext } from '../../context';
import { consultationBookings, consumerRequests, invoices, purchases } from '../../db/schema';
import { badRequest } from '../../errors';
import { isFreeOrder, withdrawFreeOrder } from '../payments/free-withdrawal';
import { refundSoon } from '../payments/refund';
import { refundUnusedSeats, seatRefundMessage, seatsInUse } from '../company/seat-refunds';
import type { Db } from '../../db/client';
import { deadlineOf, liveRequestsOf, purchasedAt, type PurchaseRow } from './buyer-purchases';
import { courseUse, describeUse, isSubstantial, type CourseUse } from './course-use';
import { arrepentimientoReceipt } from './emails';
import type { ConsumerRequestAnswer } from '../../../shared/responses/consumer';

export const INVALID_ARREPENTIMIENTO_LINK =
  'El enlace para confirmar el arrepentimiento no es válido, ya se usó o venció. Hacé el pedido de nuevo.';

/** Why the purchase cannot be withdrawn on a request made at `askedAt`, or undefined when it can. */
export async function withdrawalProblem(
  ctx: ServiceContext,
  purchase: PurchaseRow | undefined,
  askedAt: Date = ctx.now(),
): Promise<string | undefined> {
  if (!purchase) return 'No encontramos esa compra.';
  if (purchase.status === 'refunded') return 'Esa compra ya fue reintegrada.';
  if (purchase.status === 'withdrawn') return 'Esa compra ya fue cancelada.';
  if (purchase.status !== 'approved') {
    return 'Esa compra no tiene un pago acreditado, así que no hay nada que reintegrar.';
  }
  // Approved without a payment: a coupon paid it in full (withdrawn below), or the demo's.
  if (purchase.paymentId === null && !isFreeOrder(purchase)) {
    return 'Esa compra no tuvo pago, así que no hay nada que reintegrar.';
  }
  const deadline = deadlineOf(purchase);
  if (askedAt > deadline) {
    return `El plazo para arrepentirte de "${purchase.courseTitle}" venció el ${formatDate(deadline)}: son 10 días corridos desde la compra, hecha el ${formatDate(purchasedAt(purchase))}. Si creés que hay un error, escribinos.`;
  }
  if (await consultationHeld(ctx, purchase, askedAt)) {
    return `La consulta de "${purchase.courseTitle}" ya se realizó: el arrepentimiento no alcanza a un servicio ya prestado (art. 1116 del Código Civil y Comercial).`;
  }
  const live = (await liveRequestsOf(ctx, [purchase.id])).get(purchase.id);
  if (live)
    return `Ya pediste el arrepentimiento de "${purchase.courseTitle}" (código ${live.code}).`;
  return undefined;
}

/**
 * Whether the purchase paid for a consultation that had begun by `askedAt`: the service was
 * provided (decision 0045). One still to come is withdrawn like any purchase, and cancelled.
 */
async function consultationHeld(ctx: ServiceContext, purchase: PurchaseRow, askedAt: Date) {
  if (!purchase.bookingId) return false;
  const [booking] = await ctx.db
    .select({ startsAt: consultationBookings.startsAt, status: consultationBookings.status })
    .from(consultationBookings)
    .where(eq(consultationBookings.id, purchase.bookingId));
  return booking !== undefined && booking.status !== 'cancelled' && booking.startsAt <= askedAt;
}

/** A credit note follows the refund only when invoicing is on and the invoice was authorised. */
async function owesCreditNote(ctx: ServiceContext, purchaseId: string): Promise<boolean> {
  if (!ctx.config.arca) return false;
  const [invoice] = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.purchaseId, purchaseId),
        eq(invoices.kind, 'invoice'),
        eq(invoices.status, 'issued'),
      ),
    );
  return invoice !== undefined;
}

function refundedText(purchase: PurchaseRow, code: string, creditNote: boolean): string {
  const note = creditNote ? ' Además emitimos la nota de crédito que anula la factura.' : '';
  return `Aceptamos tu arrepentimiento de "${purchase.courseTitle}" (pedido ${code}): te reintegramos el total (${formatPrice(purchase.amount)}) al mismo medio de pago y el curso deja de estar en tu cuenta.${note}`;
}

/** A purchase a coupon paid in full: nothing was paid, so nothing goes back. */
function withdrawnText(purchase: PurchaseRow, code: string): string {
  const coupon = purchase.couponCode ? ` (la cubrió el cupón ${purchase.couponCode})` : '';
  return `Aceptamos tu arrepentimiento de "${purchase.courseTitle}" (pedido ${code}): cancelamos la compra y el curso ya no está en tu cuenta. Como no pagaste nada por ella${coupon}, no hay dinero que devolver.`;
}

function reviewText(purchase: PurchaseRow, code: string, use: CourseUse): string {
  const before = isFreeOrder(purchase) ? 'antes de cancelar la compra' : 'antes del reintegro';
  return `Recibimos tu arrepentimiento de "${purchase.courseTitle}" (pedido ${code}). Como ya usaste más del ${SUBSTANTIAL_USE_PERCENT} % del curso (${describeUse(use, 'buyer')}), una persona del estudio revisa el pedido ${before}: la ley permite excluir el contenido digital ya reproducido (art. 1116 del Código Civil y Comercial). Te escribimos con la decisión; mientras tanto, el curso sigue en tu cuenta.`;
}

/** Who withdraws: the request of an e-mailed link (its row is used up), or a new request. */
export type WithdrawalRequest =
  | { link: { id: string; tokenHash: string }; code: string; email: string; askedAt: Date }
  | { code: string; name: string; email: string; askedAt?: Date };

/**
 * Records the arrepentimiento of one purchase and carries it out: refunded at once (credit note
 * owed by the refund path), withdrawn at once with nothing to refund when a coupon paid it in
 * full, or left to an administrator when the course was already watched in
 * good part. One purchase at a time across instances, so it is never withdrawn twice.
 */
export async function withdrawPurchase(
  ctx: ServiceContext,
  purchaseId: string,
  request: WithdrawalRequest,
): Promise<ConsumerRequestAnswer> {
  const now = ctx.now();
  const { code } = request;
  const decided = await ctx.withLock(`arrepentimiento:${purchaseId}`, async () => {
    const [purchase] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    const problem = await withdrawalProblem(ctx, purchase, request.askedAt ?? now);
    if (problem || !purchase) throw badRequest(problem ?? 'No encontramos esa compra.');
    if (purchase.seats !== null && (await seatsInUse(ctx.db, purchase)) > 0) {
      return withdrawUnusedSeats(ctx, purchase, request);
    }
    const use = await courseUse(ctx, purchase);
    const review = isSubstantial(use);
    const free = isFreeOrder(purchase);
    const message = review
      ? reviewText(purchase, code, use)
      : free
        ? withdrawnText(purchase, code)
        : refundedText(purchase, code, await owesCreditNote(ctx, purchase.id));
    const values = {
      status: review ? ('pending_review' as const) : ('accepted' as const),
      purchaseId,
      userId: purchase.userId,
      document: purchase.payerDocument,
      outcome: review
        ? `Usó más del ${SUBSTANTIAL_USE_PERCENT} % de "${purchase.courseTitle}" (${describeUse(use, 'panel')}): espera la decisión de un administrador.`
        : message,
      resolvedAt: review ? null : now,
    };
    const mailId = await recordWithdrawal(ctx, request, values, async (tx) => {
      if (free && !review) {
        const reason = `Botón de arrepentimiento ${code}`;
        await withdrawFreeOrder(tx, purchaseId, { source: 'consumer', reason, now });
      }
      return ctx.mail.queue(tx, arrepentimientoReceipt(request.email, code, message));
    });
    return { status: values.status, message, mailId, refund: !free };
  });
  const { mailId, ...outcome } = decided;
  void ctx.mail.deliver([mailId]);
  if (outcome.status === 'accepted' && outcome.refund) {
    await refundSoon(ctx, purchaseId, {
      source: 'consumer',
      reason: `Botón de arrepentimiento ${code}`,
    });
  }
  return { code, kind: 'arrepentimiento', ...outcome };
}

/**
 * A company's arrepentimiento when some of its seats are in use: the seats nobody used go back
 * at once (their share refunded, decision 0051); those in use stay with their students.
 */
async function withdrawUnusedSeats(
  ctx: ServiceContext,
  purchase: PurchaseRow,
  request: WithdrawalRequest,
) {
  const { code } = request;
  const outcome = await refundUnusedSeats(ctx, purchase.id, {
    seats: 'unused',
    reason: `Botón de arrepentimiento ${code}`,
    source: 'consumer',
  });
  const message = `Tu pedido ${code}: ${seatRefundMessage(outcome)}`;
  const values = {
    status: 'accepted' as const,
    purchaseId: purchase.id,
    userId: purchase.userId,
    document: purchase.payerDocument,
    outcome: message,
    resolvedAt: ctx.now(),
  };
  const mailId = await recordWithdrawal(ctx, request, values, (tx) =>
    ctx.mail.queue(tx, arrepentimientoReceipt(request.email, code, message)),
  );
  return { status: values.status, message, mailId, refund: false };
}

type RequestValues = {
  status: 'pending_review' | 'accepted';
  purchaseId: string;
  userId: string | null;
  document: string;
  outcome: string;
  resolvedAt: Date | null;
};

/**
 * Writes the request's new state (through its e-mailed link, or as a new request from the
 * account) and, in the same transaction, what `alsoWrite` writes with it: the buyer's mail.
 */
async function recordWithdrawal(
  ctx: ServiceContext,
  request: WithdrawalRequest,
  values: RequestValues,
  alsoWrite: (tx: Db) => Promise<string | undefined>,
): Promise<string | undefined> {
  const now = ctx.now();
  const { code } = request;
  return ctx.db.transaction(async (tx) => {
    if ('link' in request) {
      const used = await tx
        .update(consumerRequests)
        .set({ ...values, confirmTokenHash: null })
        .where(
          and(
            eq(consumerRequests.id, request.link.id),
            eq(consumerRequests.status, 'awaiting_confirmation'),
            eq(consumerRequests.confirmTokenHash, request.link.tokenHash),
          ),
        )
        .returning({ id: consumerRequests.id });
      if (used.length === 0) throw badRequest(INVALID_ARREPENTIMIENTO_LINK);
    } else {
      await tx.insert(consumerRequests).values({
        ...values,
        code,
        kind: 'arrepentimiento',
        name: request.name,
        email: request.email,
        createdAt: now,
      });
    }
    return alsoWrite(tx);
  });
}
