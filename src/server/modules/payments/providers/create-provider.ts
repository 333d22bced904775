import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { createMercadoPagoProvider } from './mercadopago';
import { createSandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

/** The provider the configuration names (config.ts already checked its credentials). */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  const { accessToken } = config.mercadopago;
  if (config.paymentProvider === 'mercadopago' && accessToken) {
    return createMercadoPagoProvider({ accessToken, appUrl: config.appUrl });
  }
  return createSandboxProvider({ db, appUrl: config.appUrl });
}
