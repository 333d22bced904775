import { eq } from 'drizzle-orm';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '../../../shared/payment-settings';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { paymentSettings } from '../../db/schema';
import { cachedValue } from '../courses/catalogue';

/** The settings are one row; none saved yet means the defaults. */
const ROW_ID = 1;

async function readPaymentSettings(db: Db): Promise<PaymentSettings> {
  const [row] = await db
    .select({
      maxInstallments: paymentSettings.maxInstallments,
      interestFree: paymentSettings.interestFree,
    })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, ROW_ID));
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}

export type PaymentSettingsCache = {
  /** The settings in force, from memory when fresh (another instance's save is announced). */
  get(): Promise<PaymentSettings>;
  invalidate(): void;
};

/** The settings kept in the process: every course page and checkout reads them. */
export function createPaymentSettingsCache(db: Db, now: () => number): PaymentSettingsCache {
  let cached = cachedValue(() => readPaymentSettings(db), now);
  return {
    get: () => cached.get(),
    invalidate() {
      cached = cachedValue(() => readPaymentSettings(db), now);
    },
  };
}

/**
 * Saves the panel's payment settings. The course pages say what they promise, so every
 * instance drops its settings and, with the catalogue's version, its public answers and pages.
 */
export async function savePaymentSettings(
  ctx: ServiceContext,
  input: PaymentSettings,
): Promise<PaymentSettings> {
  const values = { ...input, updatedAt: ctx.now() };
  await ctx.db
    .insert(paymentSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: values });
  await ctx.invalidation.publish('payment-settings');
  return input;
}
