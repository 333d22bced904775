import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ArrepentimientoInput, ConsumerRequestAnswer } from '../../../shared/consumer';
import { formatDate } from '../../../shared/format-date';
import { formatPrice } from '../../../shared/money';
import type { ServiceContext } from '../../context';
import { consumerRequests, purchases, users } from '../../db/schema';
import { isUuid } from '../../db/search';
import { fieldError } from '../../errors';
import { refundSoon } from '../payments/refund';
import { arrepentimientoReceipt } from './emails';
import { requestCode } from './request-code';
import { arrepentimientoDeadline } from './window';

type Input = ArrepentimientoInput & { document: string; operation: string };
type PurchaseRow = typeof purchases.$inferSelect;

const NO_MATCH =
  'No encontramos una compra con esos datos. Revisá el número de operación (figura en el comprobante de pago) o usá el correo con el que compraste.';

/** The purchases of whoever bought with that e-mail (as payer or as the account's address). */
function boughtBy(email: string) {
  return or(
    sql`lower(${purchases.payerEmail}) = ${email}`,
    sql`${purchases.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${email})`,
  );
}

/**
 * The purchase the request is about: the one with that operation number, if it is the person's
 * (same e-mail or same document), or else their only purchase still inside the window.
 */
async function purchaseOf(ctx: ServiceContext, input: Input): Promise<PurchaseRow | undefined> {
  const paid = inArray(purchases.status, ['approved', 'refunded', 'charged_back']);
  if (input.operation) {
    const operation = input.operation.replaceAll('-', '');
    const byOperation = isUuid(input.operation)
      ? eq(purchases.id, input.operation)
      : eq(purchases.paymentId, operation);
    const [found] = await ctx.db
      .select()
      .from(purchases)
      .where(
        and(byOperation, or(boughtBy(input.email), eq(purchases.payerDocument, input.document))),
      );
    return found;
  }
  const candidates = await ctx.db
    .select()
    .from(purchases)
    .where(and(boughtBy(input.email), paid))
    .orderBy(desc(purchases.approvedAt));
  const now = ctx.now();
  const open = candidates.filter(
    (row) =>
      row.status === 'approved' && arrepentimientoDeadline(row.approvedAt ?? row.createdAt) >= now,
  );
  if (open.length > 1) {
    throw fieldError(
      'operation',
      'Tenés más de una compra en los últimos 10 días: indicá el número de operación de la que querés cancelar.',
    );
  }
  return open[0] ?? candidates[0];
}

/** Whether the purchase can still be revoked, and why not when it cannot. */
function verdict(
  purchase: PurchaseRow | undefined,
  now: Date,
): { accepted: boolean; message: string } {
  if (!purchase) return { accepted: false, message: NO_MATCH };
  if (purchase.status === 'refunded') {
    return { accepted: false, message: 'Esa compra ya fue reintegrada.' };
  }
  if (purchase.status !== 'approved') {
    return {
      accepted: false,
      message: 'Esa compra no tiene un pago acreditado, así que no hay nada que reintegrar.',
    };
  }
  const purchasedAt = purchase.approvedAt ?? purchase.createdAt;
  const deadline = arrepentimientoDeadline(purchasedAt);
  if (now > deadline) {
    return {
      accepted: false,
      message: `El plazo para arrepentirte de esta compra venció el ${formatDate(deadline)}: son 10 días corridos desde la compra, hecha el ${formatDate(purchasedAt)}. Si creés que hay un error, escribinos citando el código.`,
    };
  }
  return {
    accepted: true,
    message: `Aceptamos tu arrepentimiento de "${purchase.courseTitle}": te reintegramos el total (${formatPrice(purchase.amount)}) al mismo medio de pago, el curso deja de estar en tu cuenta y emitimos la nota de crédito.`,
  };
}

/**
 * The 'Botón de Arrepentimiento': anyone, signed in or not, revokes a purchase within 10
 * calendar days. Every request gets a code, on screen and by e-mail at once; an accepted one is
 * refunded through the provider, which takes the course back and owes the credit note.
 */
export async function requestArrepentimiento(
  ctx: ServiceContext,
  input: Input,
): Promise<ConsumerRequestAnswer> {
  const now = ctx.now();
  const purchase = await purchaseOf(ctx, input);
  const { accepted, message } = verdict(purchase, now);
  const code = requestCode('arrepentimiento');
  await ctx.db.insert(consumerRequests).values({
    code,
    kind: 'arrepentimiento',
    status: accepted ? 'accepted' : 'refused',
    name: input.name,
    email: input.email,
    document: input.document,
    operation: input.operation || null,
    purchaseId: purchase?.id ?? null,
    userId: purchase?.userId ?? null,
    outcome: message,
    createdAt: now,
    resolvedAt: now,
  });
  if (accepted && purchase) {
    await refundSoon(ctx, purchase.id, {
      source: 'consumer',
      reason: `Botón de arrepentimiento ${code}`,
    });
  }
  const addresses = new Set([input.email, purchase?.payerEmail.toLowerCase()].filter(Boolean));
  for (const to of addresses) {
    void ctx.sendMail(arrepentimientoReceipt(to!, input.name, code, message));
  }
  return { code, kind: 'arrepentimiento', status: accepted ? 'accepted' : 'refused', message };
}
