import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../shared/contracts/plan-subscription';
import { PLAN_NAME } from '../../../shared/plan-subscription';
import { serve } from '../../http/serve-route';
import {
  authorizeSandboxPreapproval,
  chargeSandboxPreapproval,
  findSandboxPreapproval,
} from '../payments/sandbox-preapprovals';
import { accountPlanUrl } from './emails';
import { syncCharge } from './charge-sync';
import { syncPreapproval } from './preapproval-sync';

/**
 * The sandbox's subscription checkout, in place of MercadoPago's (registered only with the
 * sandbox active): the subscriber authorizes, and the site learns of it through the same syncs
 * as MercadoPago's notifications.
 */
export const planSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, routes.sandboxPreapproval, async (request) => {
    const row = await findSandboxPreapproval(ctx.db, request.params.preapprovalId);
    return {
      id: row.id,
      reason: row.reason,
      amount: row.amount,
      payerEmail: row.payerEmail,
      status: row.status,
    };
  });

  serve(app, routes.authorizeSandboxPreapproval, async (request) => {
    const { preapprovalId } = request.params;
    const { outcome } = request.body;
    const { chargeId } = await authorizeSandboxPreapproval(
      ctx.db,
      preapprovalId,
      outcome,
      ctx.now(),
    );
    if (outcome === 'rejected') {
      return { redirect: `/payments/sandbox/subscriptions/${preapprovalId}?rechazada=1` };
    }
    await syncPreapproval(ctx, preapprovalId);
    if (chargeId) await syncCharge(ctx, chargeId, 'sandbox');
    const back = new URL(`${accountPlanUrl(ctx.config.appUrl)}?suscripcion=ok`);
    return { redirect: `${back.pathname}${back.search}` };
  });

  serve(app, routes.chargeSandboxPreapproval, async (request) => {
    const { preapprovalId } = request.params;
    const { outcome } = request.body;
    const chargeId = await chargeSandboxPreapproval(ctx.db, preapprovalId, outcome, ctx.now());
    await syncCharge(ctx, chargeId, 'sandbox');
    return {
      message:
        outcome === 'approved'
          ? `Cobramos un mes más del ${PLAN_NAME} (prueba).`
          : `El cobro del ${PLAN_NAME} fue rechazado (prueba): empieza el período de gracia.`,
    };
  });
};
