import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentNotification } from '../../../shared/contracts/payments';
import type { ServiceContext } from '../../context';
import { unauthorized } from '../../errors';
import { serve } from '../../http/serve-route';
import { syncPurchase } from './sync';
import { checkSignature, parseNotification } from './webhook';

const INVALID_SIGNATURE = 'La firma de la notificación no es válida.';

/**
 * Acts on a notification of another topic (the subscriptions'); answers what came of it, or
 * undefined when the topic is not its. Handed in by the app, so payments imports no module of
 * what it sells.
 */
export type OtherNotifications = (
  ctx: ServiceContext,
  topic: string,
  id: string,
) => Promise<string | undefined>;

/**
 * `POST /payments/webhook`: MercadoPago's notifications. Verify the signature, then fetch
 * the payment from MercadoPago and only then act. A provider that does not answer gives a
 * 503, so MercadoPago delivers the notification again later.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  otherNotifications?: OtherNotifications;
}> = async (app, options) => {
  const { ctx } = app;
  // Notifications come with any content type and sometimes without a body: read them leniently.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, body === '' ? {} : (JSON.parse(body as string) as unknown));
      } catch {
        done(null, {});
      }
    },
  );

  serve(
    app,
    paymentNotification,
    async (request) => {
      const notification = parseNotification(request.query, request.body);
      if (!notification) return { message: 'Notificación sin datos reconocibles: ignorada.' };

      const secret = ctx.config.mercadopago.webhookSecret;
      const signature = request.headers['x-signature'];
      // IPN notifications are never signed; they are safe to take because only the payment
      // fetched from MercadoPago is acted on. Webhooks-shaped ones must carry a valid signature.
      if (secret && (signature !== undefined || notification.shape === 'webhook')) {
        const check = checkSignature({
          signature,
          requestId: request.headers['x-request-id'],
          dataId: notification.id,
          secret,
          now: () => ctx.now().getTime(),
        });
        if (!check.valid) {
          request.log.warn({ reason: check.reason }, 'webhook signature refused');
          throw unauthorized(INVALID_SIGNATURE);
        }
      }
      if (notification.topic !== 'payment') {
        const outcome = await options.otherNotifications?.(
          ctx,
          notification.topic,
          notification.id,
        );
        if (outcome === undefined) return { message: 'Notificación ignorada.' };
        request.log.info(
          { topic: notification.topic, id: notification.id, outcome },
          'notification',
        );
        return { message: 'Notificación procesada.' };
      }
      const outcome = await syncPurchase(ctx, notification.id, 'webhook');
      request.log.info({ paymentId: notification.id, outcome }, 'payment notification');
      return { message: 'Notificación procesada.' };
    },
    { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } },
  );
};
