import { and, eq } from 'drizzle-orm';
import type { ReviewDecision } from '../../../shared/admin';
import type { ServiceContext } from '../../context';
import { consumerRequests, purchases } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isFreeOrder, withdrawFreeOrder } from '../payments/free-withdrawal';
import { refundSoon } from '../payments/refund';
import type { RequestRow } from './confirm-link';
import { reviewDecided } from './emails';

export const ALREADY_DECIDED = 'Esa solicitud ya no está en revisión: alguien la resolvió antes.';

/**
 * An administrator's decision on an arrepentimiento under review: approved, it is refunded
 * like any accepted one (and the refund sweep sees it), or withdrawn with nothing to refund when a
 * coupon paid it in full; refused, the course stays. The buyer
 * gets the decision and its reason by e-mail. Only one decision counts.
 */
export async function decideReview(
  ctx: ServiceContext,
  requestId: string,
  adminId: string,
  { decision, reason }: ReviewDecision,
): Promise<RequestRow> {
  const now = ctx.now();
  const [request] = await ctx.db
    .select()
    .from(consumerRequests)
    .where(and(eq(consumerRequests.id, requestId), eq(consumerRequests.kind, 'arrepentimiento')));
  if (!request) throw notFound('No encontramos esa solicitud.');
  const [purchase] = request.purchaseId
    ? await ctx.db.select().from(purchases).where(eq(purchases.id, request.purchaseId))
    : [];
  const approve = decision === 'approve';
  const free = purchase !== undefined && isFreeOrder(purchase);
  if (approve && !free && purchase?.status !== 'approved' && purchase?.status !== 'refunded') {
    throw conflict('La compra ya no tiene un pago acreditado: no hay nada que reintegrar.');
  }
  const { decided, mailId } = await ctx.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(consumerRequests)
      .set({
        status: approve ? 'accepted' : 'refused',
        outcome: `${approve ? 'Reintegro aprobado' : 'Reintegro rechazado'}: ${reason}`,
        resolvedAt: now,
        decidedBy: adminId,
      })
      .where(and(eq(consumerRequests.id, requestId), eq(consumerRequests.status, 'pending_review')))
      .returning();
    if (!decided) throw conflict(ALREADY_DECIDED);
    if (approve && free) {
      const why = `Botón de arrepentimiento ${decided.code}, aprobado`;
      await withdrawFreeOrder(tx, purchase.id, { source: 'admin', reason: why, now });
    }
    const mail = reviewDecided(decided.email, decided.code, {
      approved: approve,
      paid: !free,
      courseTitle: purchase?.courseTitle ?? 'el curso',
      reason,
    });
    return { decided, mailId: await ctx.mail.queue(tx, mail) };
  });
  void ctx.mail.deliver([mailId]);
  if (approve && !free && purchase?.status === 'approved') {
    await refundSoon(ctx, purchase.id, {
      source: 'admin',
      reason: `Botón de arrepentimiento ${decided.code}, aprobado: ${reason}`,
    });
  }
  return decided;
}
