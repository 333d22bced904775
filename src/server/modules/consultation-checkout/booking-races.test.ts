import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import {
  argentineTime,
  consultationType,
  openEveryDay,
} from '../../../../tests/support/consultations';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
import { SLOT_TAKEN } from '../../../shared/consultations';

const DATABASE_SERVER = await postgresServer(
  'booking-races.test.ts',
  'the embedded PGlite runs one statement at a time, so bookings never really race on it',
);

describe.skipIf(!DATABASE_SERVER)('clients racing for one time on PostgreSQL', () => {
  const t = usePostgresTestApp(DATABASE_SERVER);

  it('gives the time to exactly one of them, round after round', async () => {
    await openEveryDay(t);
    const type = await consultationType(t);
    const clients = await Promise.all([verifiedPerson(t), verifiedPerson(t), verifiedPerson(t)]);
    for (let round = 0; round < 5; round++) {
      const start = argentineTime(t, 3 + round, 10);
      const answers = await Promise.all(
        clients.map((client, i) =>
          call(t, 'POST', '/api/consultations/bookings', {
            cookie: client.cookie,
            ip: `10.0.${round}.${i + 1}`,
            body: {
              typeId: type.id,
              start,
              phone: '1143215678',
              topic: 'La categoría del monotributo de mi comercio.',
            },
          }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([201, 409, 409]);
      expect(
        answers.filter((answer) => answer.statusCode === 409).map((a) => a.json().message),
      ).toEqual([SLOT_TAKEN, SLOT_TAKEN]);
    }
  });
});
