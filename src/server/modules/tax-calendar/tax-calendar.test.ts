import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { addDays, argentineDay } from '../../../shared/calendar-days';
import { EXAMPLE_DATES_NOTICE } from '../../../shared/tax-calendar-rules';
import { demoCalendarCsv } from '../../seed/demo-tax-calendar';

const IMPORT_URL = '/api/admin/tax-calendar/import';
const ADMIN_URL = '/api/admin/tax-calendar';

type Row = { id: string; obligation: string; period: string; digits: string; date: string };
type Event = { uid: string; start: string; summary: string; sequence: number; allDay: boolean };

/** The feed's events, read back by a real iCalendar parser. */
function eventsOf(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      summary: event.summary,
      sequence: event.sequence,
      allDay: event.startDate.isDate,
    };
  });
}

describe('vencimientos: the firm loads the dates, visitors read theirs', () => {
  const t = useTestApp();
  let admin: { cookie: string };
  const today = () => argentineDay(t.app.ctx.now());
  beforeAll(async () => {
    admin = await adminPerson(t);
  });

  const importCsv = (text: string, cookie = admin.cookie) =>
    t.app.inject({
      method: 'POST',
      url: IMPORT_URL,
      headers: { cookie, 'content-type': 'text/csv' },
      payload: text,
    });
  const yearRows = async (year: number): Promise<Row[]> => {
    const answer = await call(t, 'GET', `${ADMIN_URL}?year=${year}`, { cookie: admin.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().rows;
  };
  const query = (params: string) => call(t, 'GET', `/api/tax-calendar?${params}`);

  describe('the import', () => {
    it('answers every bad line with its number, and writes nothing', async () => {
      const answer = await importCsv(
        [
          'obligation,period,digits,date',
          'Monotributo,2031-03,*,2031-03-20',
          'Monotribut,2031-03,0-1,2031-03-18',
          'IVA,2031-13,0-1,2031-04-31',
          'IVA,2031-03,"0-1",2031-04-18',
          'IVA,2031-03,"1,2",2031-04-19',
          'IVA,2031-03,x,2031-04-19',
          'IVA,2031-03,2-3',
          'Autónomos,2031-03,"0-3",2035-04-05',
        ].join('\n'),
      );
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe('El archivo tiene 6 errores.');
      expect(answer.json().errors.map((error: { message: string }) => error.message)).toEqual([
        'Línea 3: no conocemos la obligación «Monotribut» (agregala primero en la lista).',
        'Línea 4: el período «2031-13» no es válido (AAAA-MM o AAAA); la fecha «2031-04-31» no es válida (AAAA-MM-DD).',
        'Línea 6: el dígito 1 de iva 2031-03 ya tiene fecha en la línea 5.',
        'Línea 7: los dígitos «x» no son válidos (0-1, 2,3 o *).',
        'Línea 8: tiene 3 columnas y debe tener 4.',
        'Línea 9: la fecha 2035-04-05 no corresponde al período 2031-03.',
      ]);
      expect(await yearRows(2031)).toEqual([]);
    });

    it('refuses a file without the header, and an empty one', async () => {
      const headless = await importCsv('Monotributo,2031-03,*,2031-03-20\n');
      expect(headless.statusCode).toBe(400);
      expect(headless.json().errors[0].message).toBe(
        'Línea 1: la primera línea debe ser obligation,period,digits,date.',
      );
      const empty = await importCsv('');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([
        { field: 'csv', message: 'Elegí un archivo CSV con los vencimientos.' },
      ]);
    });

    it('takes a spreadsheet’s file (BOM, semicolons, labels in Spanish) and replaces a period', async () => {
      const first = await importCsv(
        '\uFEFFobligacion;periodo;digitos;fecha\r\nIVA;2031-03;0-4;2031-04-18\r\nIVA;2031-03;5-9;2031-04-21\r\nMonotributo;2031-03;*;2031-03-20\r\n',
      );
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        imported: 3,
        replaced: 0,
        message: 'Importamos 3 vencimientos.',
      });
      const again = await importCsv(
        'obligation,period,digits,date\niva,2031-03,"0-1",2031-04-18\niva,2031-03,"2,3",2031-04-19\n',
      );
      expect(again.json()).toMatchObject({ imported: 2, replaced: 2 });
      const rows = await yearRows(2031);
      expect(
        rows.map(({ obligation, period, digits, date }) => [obligation, period, digits, date]),
      ).toEqual([
        ['monotributo', '2031-03', '*', '2031-03-20'],
        ['iva', '2031-03', '0-1', '2031-04-18'],
        ['iva', '2031-03', '2-3', '2031-04-19'],
      ]);
    });

    it('is the administrators’ alone', async () => {
      const student = await verifiedPerson(t);
      const refused = await importCsv('obligation,period,digits,date\n', student.cookie);
      expect(refused.statusCode).toBe(403);
      const stranger = await call(t, 'GET', `${ADMIN_URL}?year=2031`);
      expect(stranger.statusCode).toBe(401);
    });
  });

  describe('the panel’s edits', () => {
    it('edits a row, refusing a digit that already has a date for the period', async () => {
      await importCsv(
        'obligation,period,digits,date\nempleadores,2032-01,0-4,2032-02-09\nempleadores,2032-01,5-9,2032-02-10\n',
      );
      const [low, high] = await yearRows(2032);
      const clash = await call(t, 'PUT', `${ADMIN_URL}/${high!.id}`, {
        cookie: admin.cookie,
        body: { obligation: 'empleadores', period: '2032-01', digits: '4-9', date: '2032-02-10' },
      });
      expect(clash.statusCode).toBe(400);
      expect(clash.json().errors).toEqual([
        { field: 'digits', message: 'El dígito 4 ya tiene otra fecha para ese período.' },
      ]);
      const bad = await call(t, 'PUT', `${ADMIN_URL}/${high!.id}`, {
        cookie: admin.cookie,
        body: { obligation: 'nada', period: '2032-1', digits: '9-5', date: '2032-02-30' },
      });
      expect(bad.statusCode).toBe(400);
      expect(
        bad
          .json()
          .errors.map((error: { field: string }) => error.field)
          .sort(),
      ).toEqual(['date', 'digits', 'period']);
      const saved = await call(t, 'PUT', `${ADMIN_URL}/${high!.id}`, {
        cookie: admin.cookie,
        body: {
          obligation: 'empleadores',
          period: '2032-01',
          digits: '5,6,7,8,9',
          date: '2032-02-11',
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        digits: '5-9',
        date: '2032-02-11',
        label: 'Empleadores (F.931)',
      });

      const gone = await call(t, 'DELETE', `${ADMIN_URL}/${low!.id}`, { cookie: admin.cookie });
      expect(gone.statusCode).toBe(204);
      const twice = await call(t, 'DELETE', `${ADMIN_URL}/${low!.id}`, { cookie: admin.cookie });
      expect(twice.statusCode).toBe(404);
      expect((await yearRows(2032)).map((row) => row.digits)).toEqual(['5-9']);
    });

    it('adds an obligation that imports then name', async () => {
      const created = await call(t, 'POST', `${ADMIN_URL}/obligations`, {
        cookie: admin.cookie,
        body: { label: 'Ingresos Brutos Convenio Multilateral' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toEqual({
        slug: 'ingresos-brutos-convenio-multilateral',
        label: 'Ingresos Brutos Convenio Multilateral',
      });
      const again = await call(t, 'POST', `${ADMIN_URL}/obligations`, {
        cookie: admin.cookie,
        body: { label: 'Ingresos brutos convenio multilateral' },
      });
      expect(again.statusCode).toBe(409);
      const imported = await importCsv(
        'obligation,period,digits,date\nIngresos Brutos Convenio Multilateral,2032-02,*,2032-03-16\n',
      );
      expect(imported.statusCode, imported.body).toBe(200);
      const page = await call(t, 'GET', '/api/tax-calendar/obligations');
      expect(page.json().obligations.at(-1)).toEqual(created.json());
    });
  });

  describe('a visitor’s dates', () => {
    // Dates around the app's today: this month's and next month's, and one beyond.
    const soon = (days: number) => addDays(today(), days);
    beforeAll(async () => {
      const lines = [
        'obligation,period,digits,date',
        `iva,${soon(-20).slice(0, 7)},"0-1",${soon(-1)}`,
        `iva,${soon(5).slice(0, 7)},"0-1",${soon(5)}`,
        `iva,${soon(5).slice(0, 7)},"2-9",${soon(6)}`,
        `monotributo,${soon(3).slice(0, 7)},*,${soon(3)}`,
        `autonomos,${soon(80).slice(0, 7)},*,${soon(80)}`,
      ];
      const answer = await importCsv(lines.join('\n'));
      expect(answer.statusCode, answer.body).toBe(200);
    });

    it('are its digit’s, nearest first, from today to the end of next month, as examples', async () => {
      const answer = await query('digit=1');
      expect(answer.statusCode, answer.body).toBe(200);
      const { dueDates, notice } = answer.json();
      expect(notice).toBe(EXAMPLE_DATES_NOTICE);
      expect(dueDates.filter((d: { date: string }) => d.date <= soon(6))).toEqual([
        {
          obligation: 'monotributo',
          label: 'Monotributo',
          period: soon(3).slice(0, 7),
          date: soon(3),
          confirmed: false,
        },
        {
          obligation: 'iva',
          label: 'IVA',
          period: soon(5).slice(0, 7),
          date: soon(5),
          confirmed: false,
        },
      ]);
      expect(dueDates.some((d: { date: string }) => d.date === soon(80))).toBe(false);
      expect(dueDates.some((d: { date: string }) => d.date < today())).toBe(false);
    });

    it('are only the obligations ticked', async () => {
      const answer = await query('digit=7&obligations=iva,nada');
      expect(answer.json().dueDates.map((d: { date: string }) => d.date)).toEqual([soon(6)]);
    });

    it('come by a CUIT’s last digit when its check digit holds, and never by a wrong one', async () => {
      const byCuit = await query('cuit=20-12345678-6');
      const byDigit = await query('digit=6');
      expect(byCuit.statusCode, byCuit.body).toBe(200);
      expect(byCuit.json()).toEqual(byDigit.json());
      expect(byDigit.headers['cache-control']).toBe('public, max-age=300');
      expect(byCuit.headers['cache-control']).toBe('no-store');
      expect((await query('cuit=33693450239')).statusCode).toBe(200);
      for (const wrong of ['20-12345678-5', '2012345678', 'veinte', '20-12345678-66']) {
        const refused = await query(`cuit=${encodeURIComponent(wrong)}`);
        expect(refused.statusCode, wrong).toBe(400);
        expect(refused.json().errors).toEqual([
          { field: 'cuit', message: 'El CUIT no es válido: revisá los 11 números.' },
        ]);
      }
      const neither = await query('obligations=iva');
      expect(neither.statusCode).toBe(400);
      expect(neither.json().errors[0].field).toBe('digit');
      expect((await query('digit=10')).statusCode).toBe(400);
    });

    it('lose the example notice once the firm confirms their year', async () => {
      const year = Number(soon(5).slice(0, 4));
      const confirmed = await call(t, 'POST', `${ADMIN_URL}/years/${year}/confirm`, {
        cookie: admin.cookie,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const answer = await query(`digit=1&from=${soon(5)}&to=${soon(5)}`);
      expect(answer.json()).toEqual({
        dueDates: [expect.objectContaining({ date: soon(5), confirmed: true })],
      });
      const empty = await call(t, 'POST', `${ADMIN_URL}/years/2099/confirm`, {
        cookie: admin.cookie,
      });
      expect(empty.statusCode).toBe(400);
      const panel = await call(t, 'GET', `${ADMIN_URL}?year=${year}`, { cookie: admin.cookie });
      expect(panel.json().confirmedAt).not.toBeNull();
    });
  });

  describe('the calendar feed', () => {
    it('is valid iCalendar: all-day events, refreshed daily, with stable UIDs across an edit', async () => {
      const due = addDays(today(), 30);
      const period = String(Number(due.slice(0, 4)) - 1);
      await importCsv(`obligation,period,digits,date\nbienes-personales,${period},"0-4",${due}\n`);
      const feed = (digit: number) =>
        call(t, 'GET', `/api/tax-calendar/feed.ics?digit=${digit}&obligations=bienes-personales`);
      const first = await feed(3);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(first.body).toMatch(/REFRESH-INTERVAL;VALUE=DURATION:P1D/);
      expect(first.body).toMatch(/X-PUBLISHED-TTL:P1D/);
      const [event] = eventsOf(first.body);
      expect(eventsOf(first.body)).toHaveLength(1);
      expect(event).toMatchObject({
        uid: `vencimiento-bienes-personales-${period}-cuit-3@${new URL(t.config.appUrl).hostname}`,
        start: due,
        allDay: true,
      });
      expect(event!.summary).toMatch(
        new RegExp(`^Vence Bienes Personales \\(personas humanas\\) \\(año ${period}\\)`),
      );
      expect(eventsOf((await feed(8)).body)).toEqual([]);

      t.clock.advance(60_000);
      const [row] = (await yearRows(Number(due.slice(0, 4)))).filter(
        (r) => r.obligation === 'bienes-personales' && r.period === period,
      );
      const moved = addDays(due, 1);
      const edit = await call(t, 'PUT', `${ADMIN_URL}/${row!.id}`, {
        cookie: admin.cookie,
        body: { obligation: 'bienes-personales', period, digits: '0-4', date: moved },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const [after] = eventsOf((await feed(3)).body);
      expect(after).toMatchObject({ uid: event!.uid, start: moved });
      expect(after!.sequence).toBeGreaterThan(event!.sequence);
    });

    it('refuses a digit it cannot read', async () => {
      const answer = await call(t, 'GET', '/api/tax-calendar/feed.ics?digit=x');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].field).toBe('digit');
    });
  });

  it('the demo calendar imports as it is, every obligation in both years', async () => {
    const csv = await demoCalendarCsv(2040);
    const answer = await importCsv(csv);
    expect(answer.statusCode, answer.body).toBe(200);
    const obligations = new Set((await yearRows(2041)).map((row) => row.obligation));
    expect([...obligations].sort()).toEqual([
      'autonomos',
      'bienes-personales',
      'empleadores',
      'ganancias',
      'iibb-caba',
      'iva',
      'monotributo',
      'recategorizacion',
    ]);
    for (const row of await yearRows(2040)) {
      const day = new Date(`${row.date}T12:00:00Z`).getUTCDay();
      expect([0, 6], `${row.obligation} ${row.period} ${row.date}`).not.toContain(day);
    }
  });
});
