import { z } from 'zod';
import {
  ArrepentimientoSchema,
  BajaSchema,
  ConfirmArrepentimientoSchema,
  ConfirmBajaSchema,
  LinkTokenSchema,
} from '../consumer';
import { PURCHASE_NOT_FOUND } from '../purchases';
import {
  ArrepentimientoConfirmationSchema,
  ArrepentimientoLinkSchema,
  ConsumerRequestAnswerSchema,
  OwnArrepentimientosSchema,
} from '../responses/consumer';
import { defineRoute } from './define-route';

/** The e-mailed link's request; a malformed one is said as an invalid link by the route. */
const LinkParams = z.object({ id: z.uuid() });

/** The Botón de Arrepentimiento: no account needed; what it changes is done from the mailed link. */
export const requestArrepentimiento = defineRoute({
  method: 'POST',
  path: '/consumer/arrepentimiento',
  body: ArrepentimientoSchema,
  response: { 201: ConsumerRequestAnswerSchema },
});

/** The mailed link's purchases; its secret travels in the body, never in an address. */
export const arrepentimientoLink = defineRoute({
  method: 'POST',
  path: '/consumer/arrepentimiento/:id/purchases',
  params: LinkParams,
  body: LinkTokenSchema,
  response: { 200: ArrepentimientoLinkSchema },
});

export const confirmArrepentimiento = defineRoute({
  method: 'POST',
  path: '/consumer/arrepentimiento/:id/confirm',
  params: LinkParams,
  body: ConfirmArrepentimientoSchema,
  response: { 200: ArrepentimientoConfirmationSchema },
});

/** The Botón de Baja: the account is closed from the mailed link. */
export const requestBaja = defineRoute({
  method: 'POST',
  path: '/consumer/baja',
  body: BajaSchema,
  response: { 201: ConsumerRequestAnswerSchema },
});

export const confirmBaja = defineRoute({
  method: 'POST',
  path: '/consumer/baja/:id/confirm',
  params: LinkParams,
  body: ConfirmBajaSchema,
  response: { 200: ConsumerRequestAnswerSchema },
});

/** The signed-in buyer's purchases still inside the 10 days, or already withdrawn. */
export const ownArrepentimientos = defineRoute({
  method: 'GET',
  path: '/user/arrepentimiento',
  response: { 200: OwnArrepentimientosSchema },
});

/** 'Arrepentirme' in the purchase history. */
export const withdrawOwnPurchase = defineRoute({
  method: 'POST',
  path: '/user/purchases/:id/arrepentimiento',
  params: z.object({ id: z.uuid({ error: PURCHASE_NOT_FOUND }) }),
  response: { 200: ConsumerRequestAnswerSchema },
});
