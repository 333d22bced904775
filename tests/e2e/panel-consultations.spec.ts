import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useAdminSession,
  useBrowser,
} from '../support/e2e';

const TITLE = 'Consulta de Ganancias';

/** The ranges of one weekday in the 'Horarios' form. */
const weekday = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

describe("the firm's consultations in the panel", () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('creates a type and saves its hours, which are there after a reload', async () => {
    const page = await openAsAdmin('/panel/consultations');
    // No hours yet, whatever another spec on this site saved before.
    const cleared = await page.request.put('/api/admin/consultations/availability', {
      data: {
        weekly: { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] },
        daysOff: [],
        openOnHolidays: false,
        minNoticeHours: 24,
        bufferMinutes: 0,
        horizonDays: 60,
      },
    });
    expect(cleared.ok(), await cleared.text()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Consultas', exact: true }).waitFor();
    // The panel's own link (the site's header has one to /consultas too).
    expect(await page.locator('a[href="/panel/consultations"]').getAttribute('aria-current')).toBe(
      'page',
    );

    // A new type: the server's message under a field, then created.
    await page.getByRole('button', { name: 'Nueva consulta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva consulta' });
    await dialog.getByLabel('Título').fill(TITLE);
    await dialog.getByLabel('Duración (minutos)').fill('10');
    await dialog.getByLabel('Precio ($)').fill('12.000');
    await dialog.getByLabel('Modalidad').selectOption({ label: 'Presencial' });
    await dialog.getByRole('button', { name: 'Crear consulta' }).click();
    await dialog.getByText('La duración debe estar entre 15 y 180 minutos.').waitFor();
    await dialog.getByLabel('Duración (minutos)').fill('45');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Crear consulta' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('listitem', { name: `Consulta ${TITLE}` });
    await card.getByText(/45 minutos · Presencial/).waitFor();

    // The hours: an overlap is refused on its day, then fixed and saved.
    const monday = weekday(page, 'Lunes');
    await monday.getByRole('button', { name: 'Agregar horario' }).click();
    await monday.getByLabel('Hasta').fill('12:00');
    await monday.getByRole('button', { name: 'Agregar horario' }).click();
    await monday.getByLabel('Desde').nth(1).fill('11:00');
    await monday.getByLabel('Hasta').nth(1).fill('14:00');
    const wednesday = weekday(page, 'Miércoles');
    await wednesday.getByRole('button', { name: 'Agregar horario' }).click();
    await wednesday.getByLabel('Desde').fill('14:00');
    await wednesday.getByLabel('Hasta').fill('18:00');
    await page.getByRole('button', { name: 'Agregar día' }).click();
    await page.getByLabel('Día 1', { exact: true }).fill('2026-12-24');
    await page.getByLabel('Atender en feriados nacionales').check();
    await page.getByLabel('Anticipación mínima (horas)').fill('48');
    await page.getByLabel('Margen entre consultas (minutos)').fill('15');
    await page.getByLabel('Horizonte (días)').fill('90');
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await monday
      .getByText('Lunes: los horarios 09:00–12:00 y 11:00–14:00 se superponen.')
      .waitFor();
    await monday.getByRole('button', { name: 'Quitar el horario 2 del lunes' }).click();
    await page.getByRole('button', { name: 'Guardar horarios' }).click();
    await page.getByText('Guardamos los horarios.').waitFor();
    await expectNoSeriousA11yViolations(page);

    // After a reload, the type and the hours are as saved.
    await page.reload();
    await page.getByRole('listitem', { name: `Consulta ${TITLE}` }).waitFor();
    await weekday(page, 'Lunes').getByLabel('Desde').waitFor();
    expect(await weekday(page, 'Lunes').getByLabel('Desde').inputValue()).toBe('09:00');
    expect(await weekday(page, 'Lunes').getByLabel('Hasta').inputValue()).toBe('12:00');
    expect(await weekday(page, 'Miércoles').getByLabel('Desde').inputValue()).toBe('14:00');
    expect(await weekday(page, 'Martes').getByLabel('Desde').count()).toBe(0);
    expect(await page.getByLabel('Día 1', { exact: true }).inputValue()).toBe('2026-12-24');
    expect(await page.getByLabel('Atender en feriados nacionales').isChecked()).toBe(true);
    expect(await page.getByLabel('Anticipación mínima (horas)').inputValue()).toBe('48');
    expect(await page.getByLabel('Margen entre consultas (minutos)').inputValue()).toBe('15');
    expect(await page.getByLabel('Horizonte (días)').inputValue()).toBe('90');

    // The type is offered to clients.
    const offered = await page.request.get('/api/consultations/types');
    expect((await offered.json()).types).toContainEqual(
      expect.objectContaining({
        title: TITLE,
        durationMinutes: 45,
        price: 12000,
        mode: 'presencial',
      }),
    );
    await page.context().close();
  });

  it("shows the agenda and the private calendar's address, and renews it", async () => {
    const page = await openAsAdmin('/panel/consultations');
    await page.getByRole('heading', { name: 'Agenda', exact: true }).waitFor();
    const box = page.getByRole('region', { name: 'Calendario privado' });
    const field = box.getByLabel('Dirección del calendario privado');
    await field.waitFor();
    const old = await field.inputValue();
    expect(old).toMatch(/\/api\/consultations\/agenda\/[\w-]{43}\.ics$/);
    const feed = await page.request.get(new URL(old).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    await expectNoSeriousA11yViolations(page);

    await box.getByRole('button', { name: 'Generar una dirección nueva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generar una dirección nueva' });
    await dialog.getByText(/deja de funcionar/).waitFor();
    await dialog.getByRole('button', { name: 'Sí, generar otra.' }).click();
    await page.getByText('Generamos una dirección nueva: la anterior ya no funciona.').waitFor();
    expect(await field.inputValue()).not.toBe(old);
    expect((await page.request.get(new URL(old).pathname)).status()).toBe(404);
    await page.context().close();
  });

  it("moves a client's consultation to one of its free times from the agenda", async () => {
    const admin = await openAsAdmin('/panel/consultations');
    const nine = [{ from: '09:00', to: '12:00' }];
    const hours = await admin.request.put('/api/admin/consultations/availability', {
      data: {
        weekly: { 0: nine, 1: nine, 2: nine, 3: nine, 4: nine, 5: nine, 6: nine },
        daysOff: [],
        openOnHolidays: true,
        minNoticeHours: 0,
        bufferMinutes: 0,
        horizonDays: 60,
      },
    });
    expect(hours.ok()).toBe(true);
    const created = await admin.request.post('/api/admin/consultation-types', {
      data: {
        title: 'Primera charla',
        description: 'Para conocernos y ver en qué te ayudamos.',
        durationMinutes: 60,
        price: 0,
        mode: 'telefono',
      },
    });
    const typeId = ((await created.json()) as { type: { id: number } }).type.id;

    // A client books the first free time two days ahead, free of charge.
    const client = await openPage('/');
    await signUpThroughApi(client);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000 - 3 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    const free = await client.request.get(
      `/api/consultations/slots?typeId=${typeId}&from=${inTwoDays}&to=${inTwoDays}`,
    );
    const [first] = ((await free.json()) as { slots: { start: string }[] }).slots;
    const booked = await client.request.post('/api/consultations/bookings', {
      data: {
        typeId,
        start: first!.start,
        phone: '+54 11 4321-5678',
        topic: 'Quiero saber qué categoría de monotributo me corresponde.',
      },
    });
    expect(booked.status()).toBe(201);
    await client.context().close();

    await admin.reload();
    const at = (time: string) =>
      admin
        .getByRole('listitem', { name: `Consulta de las ${time}` })
        .filter({ hasText: 'Primera charla' });
    const booking = at(first!.start.slice(11, 16));
    await booking.getByRole('button', { name: 'Cambiar horario' }).click();
    const choice = booking.getByRole('region', { name: 'Nuevo horario' });
    // The last free time the list shows (two weeks ahead): another day than the booking's.
    const last = choice.getByRole('button', { name: /, \d\d:\d\d hs$/ }).last();
    const label = (await last.getAttribute('aria-label'))!;
    await last.click();
    await choice.getByText(/^Nuevo horario: .* hs\.$/).waitFor();
    await expectNoSeriousA11yViolations(admin);
    await choice.getByRole('button', { name: 'Mover y avisar al cliente' }).click();
    await admin
      .getByText('Cambiamos el horario: le enviamos al cliente la invitación actualizada.')
      .waitFor();
    await at(/(\d\d:\d\d) hs$/.exec(label)![1]!).waitFor();
    await admin.context().close();
  });
});
