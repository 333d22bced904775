import { eq, sql } from 'drizzle-orm';
import type { BajaInput } from '../../../shared/consumer';
import type { ServiceContext } from '../../context';
import { consumerRequests, users } from '../../db/schema';
import { deleteAccount } from '../account/service';
import { newLinkSecret } from '../auth/secrets';
import { liveRequest, linkExpiry } from './confirm-link';
import { bajaConfirmation, bajaDone, bajaWithoutAccount } from './emails';
import { MAILS_PER_ADDRESS_PER_DAY, takeMailQuota } from './mail-quota';
import { requestCode } from './request-code';
import type { ConsumerRequestAnswer } from '../../../shared/responses/consumer';

export const INVALID_BAJA_LINK =
  'El enlace para confirmar la baja no es válido, ya se usó o venció. Hacé el pedido de nuevo.';

/** What is recorded of a request, given whether the address has an account and got the mail. */
function bajaState(hasAccount: boolean, mailed: boolean) {
  if (!mailed) {
    return {
      status: 'refused' as const,
      outcome: `No enviamos el correo: esa dirección ya recibió ${MAILS_PER_ADDRESS_PER_DAY} correos de estos formularios hoy.`,
    };
  }
  if (!hasAccount)
    return { status: 'refused' as const, outcome: 'No hay una cuenta con ese correo.' };
  return { status: 'awaiting_confirmation' as const, outcome: null };
}

/**
 * The 'Botón de Baja': a request to close the account and stop every communication. Nothing is
 * deleted until the owner of the address confirms from the e-mailed link, so nobody can close
 * someone else's account; the answer is the same whether the address has an account or not.
 */
export async function requestBaja(
  ctx: ServiceContext,
  input: Required<BajaInput>,
): Promise<ConsumerRequestAnswer> {
  const now = ctx.now();
  const code = requestCode('baja');
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`);
  const mailed = await takeMailQuota(ctx, input.email);
  const state = bajaState(user !== undefined, mailed);
  const secret = newLinkSecret();
  const mailId = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .insert(consumerRequests)
      .values({
        code,
        kind: 'baja',
        ...state,
        name: input.name,
        email: input.email,
        document: '',
        userId: user?.id ?? null,
        confirmTokenHash: state.status === 'awaiting_confirmation' ? secret.hash : null,
        expiresAt: linkExpiry(now),
        createdAt: now,
        resolvedAt: state.status === 'awaiting_confirmation' ? null : now,
      })
      .returning({ id: consumerRequests.id });
    if (!mailed) return undefined;
    const link = `${ctx.config.appUrl}/baja/confirmar/${request!.id}/${secret.token}`;
    return ctx.mail.queue(
      tx,
      user ? bajaConfirmation(input.email, code, link) : bajaWithoutAccount(input.email, code),
    );
  });
  void ctx.mail.deliver([mailId]);
  return {
    code,
    kind: 'baja',
    status: 'awaiting_confirmation',
    message: `Te enviamos un correo a ${input.email} para que confirmes la baja. El código de tu pedido es ${code}.`,
  };
}

/** Carries out a confirmed baja through the same deletion as 'Eliminar cuenta'. */
export async function confirmBaja(
  ctx: ServiceContext,
  requestId: string,
  token: string,
): Promise<ConsumerRequestAnswer> {
  const now = ctx.now();
  const request = await liveRequest(ctx, {
    kind: 'baja',
    id: requestId,
    token,
    invalid: INVALID_BAJA_LINK,
  });
  const [user] = request.userId
    ? await ctx.db.select().from(users).where(eq(users.id, request.userId))
    : [];
  if (user) await deleteAccount(ctx, user);
  const mailId = await ctx.db.transaction(async (tx) => {
    await tx
      .update(consumerRequests)
      .set({
        status: 'completed',
        outcome: 'Cuenta eliminada.',
        confirmTokenHash: null,
        resolvedAt: now,
      })
      .where(eq(consumerRequests.id, request.id));
    // Keyed: a second click on the link while the first is under way mails once.
    return ctx.mail.queue(tx, bajaDone(request.email, request.code), {
      key: `baja-done:${request.id}`,
    });
  });
  void ctx.mail.deliver([mailId]);
  return {
    code: request.code,
    kind: 'baja',
    status: 'completed',
    message: `Listo: dimos de baja tu cuenta y no vas a recibir más correos nuestros. Código del pedido: ${request.code}.`,
  };
}
