import { z } from 'zod';
import { AssignSeatSchema } from '../seats';
import { AssignedSeatSchema, SeatPurchasesSchema } from '../responses/company-seats';
import { defineRoute } from './define-route';

// 'Mi empresa': the signed-in buyer's company seats (decision 0051). A purchase that is not the
// caller's is not found, whoever asks.

const PurchaseParams = z.object({ purchaseId: z.uuid({ error: 'La compra no es válida.' }) });

/** The buyer's approved seat purchases, each with its seats and their students' progress. */
export const seatPurchases = defineRoute({
  method: 'GET',
  path: '/user/seats',
  response: { 200: SeatPurchasesSchema },
});

/** 'Asignar licencia': a free seat of the purchase to an e-mail, which is invited. */
export const assignSeat = defineRoute({
  method: 'POST',
  path: '/user/seats/:purchaseId/assign',
  params: PurchaseParams,
  body: AssignSeatSchema,
  response: { 201: AssignedSeatSchema },
});

/** 'Liberar': frees a seat nobody started, for another e-mail. */
export const releaseSeat = defineRoute({
  method: 'DELETE',
  path: '/user/seats/:purchaseId/:seatId',
  params: PurchaseParams.extend({ seatId: z.uuid({ error: 'La licencia no es válida.' }) }),
  response: { 204: z.null() },
});
