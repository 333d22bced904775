import { consultationTypes } from '../../src/server/db/schema';
import { saveAvailability } from '../../src/server/modules/consultations/availability-store';
import { expect } from 'vitest';
import { call } from './accounts';
import type { TestApp } from './test-app';

const EVERY_DAY = { from: '09:00', to: '18:00' };

/** Hours every day 9–18 (holidays included), no notice or gap: any whole hour ahead is free. */
export async function openEveryDay(t: TestApp): Promise<void> {
  await saveAvailability(
    t.db,
    {
      weekly: {
        '0': [EVERY_DAY],
        '1': [EVERY_DAY],
        '2': [EVERY_DAY],
        '3': [EVERY_DAY],
        '4': [EVERY_DAY],
        '5': [EVERY_DAY],
        '6': [EVERY_DAY],
      },
      daysOff: [],
      openOnHolidays: true,
      minNoticeHours: 0,
      bufferMinutes: 0,
      horizonDays: 60,
    },
    new Date(),
  );
}

/** A consultation type, active: 60 minutes by video for $ 30.000 unless told otherwise. */
export async function consultationType(
  t: TestApp,
  overrides: Partial<typeof consultationTypes.$inferInsert> = {},
) {
  const [type] = await t.db
    .insert(consultationTypes)
    .values({
      title: 'Consulta de monotributo',
      description: 'Tu categoría, tus pagos y la recategorización.',
      durationMinutes: 60,
      price: 30000,
      mode: 'video',
      ...overrides,
    })
    .returning();
  return type!;
}

/** `hour`:00 in Argentina, `days` days after the app's today: `2026-12-02T10:00:00-03:00`. */
export function argentineTime(t: TestApp, days: number, hour: number): string {
  const now = t.app.ctx.now();
  const argentine = new Date(now.getTime() - 3 * 3_600_000 + days * 86_400_000);
  const day = argentine.toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00-03:00`;
}

/** Pays a booking's checkout in the sandbox, approved. */
export async function payInSandbox(t: TestApp, initPoint: string): Promise<void> {
  const preferenceId = initPoint.split('/').pop();
  const paid = await call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
    body: { outcome: 'approved' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}
