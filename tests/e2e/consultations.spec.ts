// Booking a paid consultation from the services page, through the sign-in and the sandbox
// checkout, to 'Mis consultas' and the invitation e-mail. It runs against the real consultation
// routes (types, free times, bookings and the panel's types and hours): it needs them in place.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useAdminSession,
  useBrowser,
  waitForMail,
} from '../support/e2e';

const ALL_DAY = [{ from: '08:00', to: '20:00' }];

/** Every day open from 8 to 20, with no notice needed: there are free times whatever the day. */
const OPEN_EVERY_DAY = {
  weekly: Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, ALL_DAY])),
  daysOff: [],
  openOnHolidays: true,
  minNoticeHours: 0,
  bufferMinutes: 0,
  horizonDays: 60,
};

type CreatedType = { type: { id: number } };

/** The panel creates a paid video consultation and opens the firm's hours; its id. */
async function consultationOffered(admin: Page, title: string): Promise<number> {
  const created = await admin.request.post('/api/admin/consultation-types', {
    data: {
      title,
      description: 'Categoría, recategorización y obligaciones mensuales.',
      durationMinutes: 45,
      price: 25000,
      mode: 'video',
    },
  });
  expect(created.status()).toBe(200);
  const answer = (await created.json()) as CreatedType;
  const hours = await admin.request.put('/api/admin/consultations/availability', {
    data: OPEN_EVERY_DAY,
  });
  expect(hours.ok()).toBe(true);
  return answer.type.id;
}

type MailWithParts = { attachments?: { contentType: string }[] };

describe('booking a consultation in the browser', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('books, signs in on the way, pays in the sandbox and sees it confirmed', async () => {
    const title = `Consulta de monotributo ${Date.now()}`;
    const admin = await openAsAdmin('/panel');
    const typeId = await consultationOffered(admin, title);
    expect(typeId).toBeGreaterThan(0);
    await admin.context().close();

    // The account exists already; the visitor is signed out in their own browser.
    const elsewhere = await openPage('/');
    const person = await signUpThroughApi(elsewhere);
    await elsewhere.context().close();

    const page = await openPage('/services');
    await page.getByRole('link', { name: 'Reservar una consulta' }).first().click();
    await page.waitForURL((url) => url.pathname === '/consultas');
    await page
      .getByRole('heading', { level: 1, name: 'Reservá una consulta con el estudio' })
      .waitFor();
    const card = page.getByRole('article', { name: title });
    await card.getByText('45 min').waitFor();
    await card.getByText('Videollamada').waitFor();
    await card.getByText('$\u00a025.000').waitFor();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: 'Elegir esta consulta' }).click();
    await page.waitForURL((url) => url.searchParams.get('tipo') === String(typeId));
    const days = page.getByRole('list', { name: 'Días con horarios libres' });
    const firstTime = days.getByRole('link').first();
    await firstTime.waitFor();
    await firstTime.click();
    await page.waitForURL((url) => url.searchParams.has('inicio'));
    const chosen = new URL(page.url()).searchParams.get('inicio')!;
    await page.getByRole('heading', { name: 'Tu reserva' }).waitFor();
    await page
      .getByText(/Podés cancelar sin cargo hasta 24 horas antes y se te devuelve el pago/)
      .waitFor();
    await page
      .getByText(/MercadoPago/)
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    // Signing in brings the visitor back to the same type and time.
    await page.getByRole('link', { name: 'Iniciar sesión para reservar' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    const login = page.getByRole('form', { name: 'Iniciar sesión' });
    await login.getByLabel('Correo electrónico').fill(person.email);
    await login.getByLabel('Contraseña').fill(person.password);
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/consultas');
    const back = new URL(page.url()).searchParams;
    expect(back.get('tipo')).toBe(String(typeId));
    expect(back.get('inicio')).toBe(chosen);

    // The API's field errors show next to their fields.
    const form = page.getByRole('form', { name: 'Datos de la reserva' });
    await form.getByLabel('Teléfono').fill('123');
    await form.getByLabel('Tema de la consulta').fill('Recategorización del monotributo.');
    await form.getByRole('button', { name: 'Reservar y pagar' }).click();
    await form.getByText('Ingresá un teléfono válido, con característica.').waitFor();
    expect(await form.getByLabel('Teléfono').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Teléfono').fill('11 4567-8901');
    await form.getByRole('button', { name: 'Reservar y pagar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
    await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/payments/sandbox/'));
    await page.getByRole('heading', { name: '¡Tu consulta quedó confirmada!' }).waitFor();

    await page.goto('/account/consultations');
    const booking = page.getByRole('article', { name: title });
    await booking.getByText('Confirmada').waitFor();
    await booking.getByText('Videollamada', { exact: true }).waitFor();
    await booking.getByRole('link', { name: 'Entrar a la videollamada' }).waitFor();
    await booking.getByRole('button', { name: 'Cancelar' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The invitation carries the calendar event.
    const invitation = (await waitForMail(person.email, (mail) =>
      ((mail as MailWithParts).attachments ?? []).some((part) =>
        part.contentType.startsWith('text/calendar'),
      ),
    )) as MailWithParts;
    expect(invitation.attachments?.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the empty list with a way to book', async () => {
    const page = await openPage('/');
    await signUpThroughApi(page);
    await page.goto('/account/consultations');
    await page.getByText('Todavía no reservaste ninguna consulta.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Reservar una consulta' }).click();
    await page.waitForURL((url) => url.pathname === '/consultas');
    await page.context().close();
  });
});
