import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { BajaInput, ConsumerRequestAnswer } from '../../../shared/consumer';
import type { ServiceContext } from '../../context';
import { consumerRequests, users } from '../../db/schema';
import { badRequest } from '../../errors';
import { deleteAccount } from '../account/service';
import { randomToken, sha256 } from '../auth/secrets';
import { bajaConfirmation, bajaDone, bajaWithoutAccount } from './emails';
import { requestCode } from './request-code';

const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
export const INVALID_BAJA_LINK =
  'El enlace para confirmar la baja no es válido, ya se usó o venció. Hacé el pedido de nuevo.';

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
  const token = randomToken(32);
  const [request] = await ctx.db
    .insert(consumerRequests)
    .values({
      code,
      kind: 'baja',
      status: user ? 'awaiting_confirmation' : 'refused',
      name: input.name,
      email: input.email,
      document: '',
      userId: user?.id ?? null,
      outcome: user ? null : 'No hay una cuenta con ese correo.',
      confirmTokenHash: user ? sha256(token) : null,
      expiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
      createdAt: now,
      resolvedAt: user ? null : now,
    })
    .returning({ id: consumerRequests.id });
  const link = `${ctx.config.appUrl}/baja/confirmar/${request!.id}/${token}`;
  void ctx.sendMail(
    user
      ? bajaConfirmation(input.email, input.name, code, link)
      : bajaWithoutAccount(input.email, input.name, code),
  );
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
  const [request] = await ctx.db
    .select()
    .from(consumerRequests)
    .where(and(eq(consumerRequests.id, requestId), eq(consumerRequests.kind, 'baja')));
  const expected = Buffer.from(request?.confirmTokenHash ?? '', 'hex');
  const actual = Buffer.from(sha256(token), 'hex');
  const valid =
    request?.status === 'awaiting_confirmation' &&
    request.expiresAt !== null &&
    request.expiresAt > now &&
    expected.length === actual.length &&
    timingSafeEqual(expected, actual);
  if (!valid || !request) throw badRequest(INVALID_BAJA_LINK);

  const [user] = request.userId
    ? await ctx.db.select().from(users).where(eq(users.id, request.userId))
    : [];
  if (user) await deleteAccount(ctx, user);
  await ctx.db
    .update(consumerRequests)
    .set({
      status: 'completed',
      outcome: 'Cuenta eliminada.',
      confirmTokenHash: null,
      resolvedAt: now,
    })
    .where(eq(consumerRequests.id, request.id));
  void ctx.sendMail(bajaDone(request.email, request.name, request.code));
  return {
    code: request.code,
    kind: 'baja',
    status: 'completed',
    message: `Listo: dimos de baja tu cuenta y no vas a recibir más correos nuestros. Código del pedido: ${request.code}.`,
  };
}
