import { eq } from 'drizzle-orm';
import { addMonth } from '../../../shared/calendar-days';
import type { Db } from '../../db/client';
import { sandboxAuthorizedPayments, sandboxPayments, sandboxPreapprovals } from '../../db/schema';
import { conflict, notFound } from '../../errors';

export const SANDBOX_PREAPPROVAL_NOT_FOUND = 'No encontramos esa suscripción de prueba.';
export const SANDBOX_PREAPPROVAL_NOT_PENDING =
  'Esta suscripción de prueba ya fue autorizada o cancelada.';
export const SANDBOX_PREAPPROVAL_NOT_AUTHORIZED =
  'Esta suscripción de prueba no está autorizada: no hay nada que cobrar.';

export type SandboxChargeOutcome = 'approved' | 'rejected';

type PreapprovalRow = typeof sandboxPreapprovals.$inferSelect;

export async function findSandboxPreapproval(db: Db, id: string): Promise<PreapprovalRow> {
  const [row] = await db.select().from(sandboxPreapprovals).where(eq(sandboxPreapprovals.id, id));
  if (!row) throw notFound(SANDBOX_PREAPPROVAL_NOT_FOUND);
  return row;
}

/**
 * One monthly charge of an authorized sandbox preapproval, as MercadoPago makes it: a payment
 * with the subscription as its external reference, and the authorized payment that reports it
 * ('processed' when paid, 'recycling' while the card is to be tried again). Answers its id.
 */
async function charge(
  tx: Db,
  preapproval: PreapprovalRow,
  outcome: SandboxChargeOutcome,
  now: Date,
): Promise<string> {
  const [payment] = await tx
    .insert(sandboxPayments)
    .values({
      preferenceId: preapproval.id,
      externalReference: preapproval.externalReference,
      status: outcome,
      statusDetail: outcome === 'approved' ? 'accredited' : 'cc_rejected_insufficient_amount',
      amount: preapproval.amount,
      currency: 'ARS',
      createdAt: now,
      approvedAt: outcome === 'approved' ? now : null,
    })
    .returning({ id: sandboxPayments.id });
  const [authorized] = await tx
    .insert(sandboxAuthorizedPayments)
    .values({
      preapprovalId: preapproval.id,
      paymentId: payment!.id,
      status: outcome === 'approved' ? 'processed' : 'recycling',
      debitDate: now,
    })
    .returning({ id: sandboxAuthorizedPayments.id });
  if (outcome === 'approved') {
    await tx
      .update(sandboxPreapprovals)
      .set({ nextPaymentDate: addMonth(preapproval.nextPaymentDate ?? now) })
      .where(eq(sandboxPreapprovals.id, preapproval.id));
  }
  return String(authorized!.id);
}

/**
 * The subscriber authorizes on the sandbox's page. A rejected card leaves it pending, to try
 * again; an approved one authorizes it and charges the first month at once.
 */
export async function authorizeSandboxPreapproval(
  db: Db,
  id: string,
  outcome: SandboxChargeOutcome,
  now: Date,
): Promise<{ chargeId: string | null; externalReference: string }> {
  return db.transaction(async (tx) => {
    const preapproval = await findSandboxPreapproval(tx, id);
    if (preapproval.status !== 'pending') throw conflict(SANDBOX_PREAPPROVAL_NOT_PENDING);
    if (outcome === 'rejected') {
      return { chargeId: null, externalReference: preapproval.externalReference };
    }
    await tx
      .update(sandboxPreapprovals)
      .set({ status: 'authorized', nextPaymentDate: now })
      .where(eq(sandboxPreapprovals.id, id));
    const chargeId = await charge(tx, { ...preapproval, nextPaymentDate: now }, 'approved', now);
    return { chargeId, externalReference: preapproval.externalReference };
  });
}

/** The next month's charge of an authorized sandbox preapproval, to try renewals and failures. */
export async function chargeSandboxPreapproval(
  db: Db,
  id: string,
  outcome: SandboxChargeOutcome,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const preapproval = await findSandboxPreapproval(tx, id);
    if (preapproval.status !== 'authorized') throw conflict(SANDBOX_PREAPPROVAL_NOT_AUTHORIZED);
    return charge(tx, preapproval, outcome, now);
  });
}
