import type { Database } from '../../src/server/db/client';
import { createMercadoPagoProvider } from '../../src/server/modules/payments/providers/mercadopago';
import { createTestApp } from './test-app';

export const MERCADOPAGO_WEBHOOK_SECRET = 'secreto-de-webhook-de-prueba';
export const MERCADOPAGO_APP_URL = 'https://cursos.example.com';

/**
 * The app with MercadoPago as its provider, at a public address, with a webhook secret (no SDK
 * retries, so a failure shows at once). Its API is faked by `createMercadoPagoFake`.
 */
export const mercadoPagoApp = (database?: Database) =>
  createTestApp({
    ...(database ? { database } : {}),
    env: {
      APP_URL: MERCADOPAGO_APP_URL,
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-1234567890',
      MERCADOPAGO_WEBHOOK_SECRET,
    },
    payments: createMercadoPagoProvider({
      accessToken: 'TEST-1234567890',
      appUrl: MERCADOPAGO_APP_URL,
      maxRetries: 0,
    }),
  });
