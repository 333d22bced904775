import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import {
  argentineTime,
  consultationType,
  openEveryDay,
} from '../../../../tests/support/consultations';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { createTestApp } from '../../../../tests/support/test-app';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp, useTestApp } from '../../../../tests/support/use-test-app';
import type { TestApp } from '../../../../tests/support/test-app';
import { queueDueReminders } from './reminders';

const HOUR = 3_600_000;

/** Books a free consultation three days ahead; answers its start. */
async function bookedFree(t: TestApp) {
  await openEveryDay(t);
  const type = await consultationType(t, { price: 0, title: 'Consulta breve' });
  const client = await verifiedPerson(t);
  const start = argentineTime(t, 3, 10);
  const booked = await call(t, 'POST', '/api/consultations/bookings', {
    cookie: client.cookie,
    body: {
      typeId: type.id,
      start,
      phone: '1143215678',
      topic: 'Mis vencimientos de IVA del año.',
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  await mailSettled(t);
  return { client, start: new Date(start) };
}

const remindersTo = (t: TestApp, to: string, kind: RegExp) =>
  t.smtp.messages.filter((mail) => mail.to.includes(to) && kind.test(mail.subject));

describe('consultation reminders', () => {
  const t = useTestApp();

  it('go the day before and the hour before, each once however many passes run', async () => {
    const { client, start } = await bookedFree(t);
    const toDayBefore = start.getTime() - t.app.ctx.now().getTime() - 20 * HOUR;
    t.clock.advance(toDayBefore);
    await queueDueReminders(t.app.ctx);
    await queueDueReminders(t.app.ctx);
    await mailSettled(t);
    expect(remindersTo(t, client.person.email, /^Mañana/)).toHaveLength(1);

    t.clock.advance(19.5 * HOUR);
    await queueDueReminders(t.app.ctx);
    await queueDueReminders(t.app.ctx);
    await mailSettled(t);
    expect(remindersTo(t, client.person.email, /^En una hora/)).toHaveLength(1);
    expect(remindersTo(t, client.person.email, /^Mañana/)).toHaveLength(1);
    t.clock.advance(-toDayBefore - 19.5 * HOUR);
  });
});

const DATABASE_SERVER = await postgresServer(
  'reminders-once.test.ts',
  'two instances racing for one reminder need a server the two of them share',
);

describe.skipIf(!DATABASE_SERVER)('consultation reminders from two instances', () => {
  const t = usePostgresTestApp(DATABASE_SERVER);

  it('leave once when both instances queue them at the same moment', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const { client, start } = await bookedFree(t);
      const shift = start.getTime() - t.app.ctx.now().getTime() - 20 * HOUR;
      t.clock.advance(shift);
      second.clock.advance(shift);
      await Promise.all([queueDueReminders(t.app.ctx), queueDueReminders(second.app.ctx)]);
      await mailSettled(t);
      const caught = [...t.smtp.messages, ...second.smtp.messages].filter(
        (mail) => mail.to.includes(client.person.email) && /^Mañana/.test(mail.subject),
      );
      expect(caught).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
