import { inArray, sql } from 'drizzle-orm';
import { ARREPENTIMIENTO_DAYS, CONFIRM_LINK_HOURS } from '../../../shared/consumer-rules';
import type { ArrepentimientoInput } from '../../../shared/consumer';
import type { ServiceContext } from '../../context';
import { consumerRequests, users } from '../../db/schema';
import { boughtBy, withdrawablePurchases, type PurchaseRow } from './buyer-purchases';
import { newLinkSecret } from '../auth/secrets';
import { linkExpiry } from './confirm-link';
import { arrepentimientoLink, arrepentimientoWithoutPurchase } from './emails';
import { MAILS_PER_ADDRESS_PER_DAY, takeMailQuota } from './mail-quota';
import { requestCode } from './request-code';
import type { ConsumerRequestAnswer } from '../../../shared/responses/consumer';

/** The buyer's addresses: the one asked with, and the payer's and the account's of each purchase. */
async function buyerAddresses(
  ctx: ServiceContext,
  email: string,
  open: PurchaseRow[],
): Promise<string[]> {
  const userIds = open.flatMap((purchase) => (purchase.userId ? [purchase.userId] : []));
  const accounts = userIds.length
    ? await ctx.db.select({ email: users.email }).from(users).where(inArray(users.id, userIds))
    : [];
  const all = [email, ...open.map((p) => p.payerEmail), ...accounts.map((a) => a.email)];
  return [...new Set(all.map((address) => address.toLowerCase()))];
}

/** The addresses still under today's quota (each one counted as it is taken). */
async function withinQuota(ctx: ServiceContext, addresses: string[]): Promise<string[]> {
  const allowed: string[] = [];
  for (const address of addresses) if (await takeMailQuota(ctx, address)) allowed.push(address);
  return allowed;
}

/**
 * The 'Botón de Arrepentimiento': anyone may ask, signed in or not, but only the buyer's
 * mailbox receives the link that withdraws a purchase. The answer is the same whoever asks and
 * whatever the address has bought; it names no course, amount or date.
 */
export async function requestArrepentimiento(
  ctx: ServiceContext,
  input: Required<ArrepentimientoInput>,
): Promise<ConsumerRequestAnswer> {
  const now = ctx.now();
  const code = requestCode('arrepentimiento');
  const open = await withdrawablePurchases(ctx, boughtBy(input.email));
  const addresses = open.length ? await buyerAddresses(ctx, input.email, open) : [input.email];
  const mailed = await withinQuota(ctx, addresses);
  const linked = open.length > 0 && mailed.length > 0;
  const secret = newLinkSecret();
  const [account] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`);
  const outcome = linked
    ? null
    : mailed.length === 0
      ? `No enviamos el correo: esa dirección ya recibió ${MAILS_PER_ADDRESS_PER_DAY} correos de estos formularios hoy.`
      : `No hay compras de los últimos ${ARREPENTIMIENTO_DAYS} días con ese correo.`;
  const mailIds = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .insert(consumerRequests)
      .values({
        code,
        kind: 'arrepentimiento',
        status: linked ? 'awaiting_confirmation' : 'refused',
        name: input.name,
        email: input.email,
        document: '',
        userId: account?.id ?? open[0]?.userId ?? null,
        outcome,
        confirmTokenHash: linked ? secret.hash : null,
        expiresAt: linkExpiry(now),
        createdAt: now,
        resolvedAt: linked ? null : now,
      })
      .returning({ id: consumerRequests.id });
    const link = `${ctx.config.appUrl}/arrepentimiento/confirmar/${request!.id}#${secret.token}`;
    const ids = [];
    for (const to of mailed) {
      const mail = open.length
        ? arrepentimientoLink(to, code, link)
        : arrepentimientoWithoutPurchase(to, code);
      ids.push(await ctx.mail.queue(tx, mail));
    }
    return ids;
  });
  void ctx.mail.deliver(mailIds);
  return {
    code,
    kind: 'arrepentimiento',
    status: 'awaiting_confirmation',
    message: `Te enviamos un correo a ${input.email}. Si con esa dirección hay compras de los últimos ${ARREPENTIMIENTO_DAYS} días, trae un enlace para elegir cuál cancelar y confirmar el arrepentimiento (vence en ${CONFIRM_LINK_HOURS} horas). El código de tu pedido es ${code}.`,
  };
}
