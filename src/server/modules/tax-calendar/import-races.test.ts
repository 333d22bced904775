import { describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';

const DATABASE_SERVER = await postgresServer(
  'import-races.test.ts',
  'the embedded PGlite runs one statement at a time, so imports never really race on it',
);

describe.skipIf(!DATABASE_SERVER)(
  'the calendar written at once from two places, on PostgreSQL',
  () => {
    const t = usePostgresTestApp(DATABASE_SERVER);

    it('keeps one date per digit and period when two imports of the period cross', async () => {
      const admin = await adminPerson(t);
      const importCsv = (text: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/tax-calendar/import',
          headers: { cookie: admin.cookie, 'content-type': 'text/csv' },
          payload: text,
        });
      for (let round = 1; round <= 5; round++) {
        const period = `2031-0${round}`;
        const due = `2031-0${round + 1}-1`;
        const answers = await Promise.all([
          importCsv(
            `obligation,period,digits,date\niva,${period},"0-4",${due}8\niva,${period},"5-9",${due}9\n`,
          ),
          importCsv(`obligation,period,digits,date\niva,${period},*,${due}5\n`),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        const year = await call(t, 'GET', '/api/admin/tax-calendar?year=2031', {
          cookie: admin.cookie,
        });
        const rows: { period: string; digits: string }[] = year.json().rows;
        const digits = rows.filter((row) => row.period === period).map((row) => row.digits);
        expect([['0-4', '5-9'], ['*']]).toContainEqual(digits);
      }
    });

    it('lets only one of two edits, each fine alone, give a digit a second date', async () => {
      const admin = await adminPerson(t);
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/tax-calendar/import',
        headers: { cookie: admin.cookie, 'content-type': 'text/csv' },
        payload:
          'obligation,period,digits,date\nautonomos,2032-01,"0-1",2032-02-05\nautonomos,2032-01,"2-3",2032-02-06\n',
      });
      const rows: { id: string; period: string; digits: string }[] = (
        await call(t, 'GET', '/api/admin/tax-calendar?year=2032', { cookie: admin.cookie })
      ).json().rows;
      const answers = await Promise.all(
        rows
          .filter((row) => row.period === '2032-01')
          .map((row) =>
            call(t, 'PUT', `/api/admin/tax-calendar/${row.id}`, {
              cookie: admin.cookie,
              body: {
                obligation: 'autonomos',
                period: '2032-01',
                digits: `${row.digits},6`,
                date: '2032-02-07',
              },
            }),
          ),
      );
      expect(
        answers.map((answer) => answer.statusCode).sort(),
        answers.map((answer) => answer.body).join(' | '),
      ).toEqual([200, 400]);
    });
  },
);
