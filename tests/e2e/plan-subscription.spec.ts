import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/shared/money';
import type { CourseCard } from '../../src/shared/responses/courses';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useAdminSession,
  useBrowser,
  waitForHydration,
  waitForMail,
} from '../support/e2e';

const MONTHLY_PRICE = 18_500;

/** The last course of the catalogue: a demo course the new student never bought. */
async function someCourse(page: Page): Promise<CourseCard> {
  const { courses } = (await (await page.request.get('/api/courses')).json()) as {
    courses: CourseCard[];
  };
  return courses.at(-1)!;
}

const payerForm = (page: Page) => page.getByRole('form', { name: 'Datos del suscriptor' });

describe("the 'Plan Contador', from the panel to a subscriber's cancellation", () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('is priced and offered by the firm in the panel', async () => {
    const page = await openAsAdmin('/panel');
    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Configuración' })
      .click();
    await page.getByRole('main').getByRole('link', { name: 'Plan Contador' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/settings/plan-contador');
    await page.getByRole('heading', { level: 2, name: 'Plan Contador' }).waitFor();
    const form = page.getByRole('form', { name: 'Precio y oferta' });
    await form.getByLabel('Precio mensual (ARS)').fill('0');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await form.getByText('El precio mensual debe ser de al menos $ 1.').waitFor();

    await form.getByLabel('Precio mensual (ARS)').fill(String(MONTHLY_PRICE));
    await form.getByLabel('Ofrecer el plan').check();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Guardamos el Plan Contador: ya se ofrece en /plan-contador.').waitFor();
    await page
      .getByRole('definition')
      .filter({ hasText: formatPrice(0) })
      .first()
      .waitFor();
    await page.getByText('Cómo ofrecer el Plan Contador').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('is subscribed to in the sandbox, opens a course not bought, and is cancelled', async () => {
    const page = await openPage('/plan-contador');
    // The server renders the price: it needs no script to be read.
    expect(await (await page.request.get('/plan-contador')).text()).toContain(
      formatPrice(MONTHLY_PRICE),
    );
    await page.getByRole('heading', { level: 1, name: 'Plan Contador' }).waitFor();
    await page.getByText(formatPrice(MONTHLY_PRICE), { exact: true }).waitFor();
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);

    // A visitor signs in first, and comes back with the form open.
    await page.getByRole('link', { name: 'Suscribirme' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(
      '/plan-contador?suscribirme=1',
    );
    const person = await signUpThroughApi(page);
    await page.goto('/plan-contador?suscribirme=1');
    const form = payerForm(page);
    await form.getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
    expect(await form.getByLabel('Correo electrónico').inputValue()).toBe(person.email);
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('button', { name: 'Suscribirme' }).click();
    await form
      .getByText(/documento/i)
      .last()
      .waitFor();
    await form.getByLabel('Documento').fill('30123456');
    await form.getByLabel('Localidad').fill('San Miguel de Tucumán');
    await form.getByRole('button', { name: 'Suscribirme' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/subscriptions/'));
    const sandbox = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Suscripción de prueba' }).waitFor();
    await page.getByText(`${formatPrice(MONTHLY_PRICE)}`).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Autorizar con tarjeta aprobada' }).click();

    await page.waitForURL((url) => url.pathname === '/account/plan-contador');
    expect(new URL(page.url()).searchParams.get('suscripcion')).toBe('ok');
    await page.getByText('¡Listo! Tu Plan Contador está activo').waitFor();
    await page.getByText('Activa', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Every visible course is open to the subscriber, without buying it.
    const course = await someCourse(page);
    await page.goto(`/account/courses/${course.id}/${course.slug}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await page.getByRole('region', { name: 'Contenido del curso' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/account/courses/${course.id}/${course.slug}`);

    const receipt = await waitForMail(person.email, (mail) =>
      mail.subject.includes('Recibimos el pago de tu Plan Contador'),
    );
    expect(receipt.text).toContain(formatPrice(MONTHLY_PRICE));

    // The next month's charge fails in the sandbox: the account warns of the grace period.
    await page.goto(sandbox);
    await page.getByText('Esta suscripción de prueba ya está autorizada.').waitFor();
    await page.getByRole('button', { name: 'Cobro rechazado' }).click();
    await page.getByText(/El cobro del Plan Contador fue rechazado \(prueba\)/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/account/plan-contador');
    await page
      .getByText(
        /^No pudimos cobrar el último mes\. Si no se acredita un pago antes del \d{2}\/\d{2}\/\d{4}, el acceso se pausa\.$/,
      )
      .waitFor();
    await page.goto(sandbox);
    await page.getByRole('button', { name: 'Cobro aprobado' }).click();
    await page.getByText('Cobramos un mes más del Plan Contador (prueba).').waitFor();
    await page.goto('/account/plan-contador');
    await page.getByText('Activa', { exact: true }).waitFor();
    expect(await page.getByText(/No pudimos cobrar el último mes/).count()).toBe(0);

    // The Botón de Baja in the account: one confirmation, no questions.
    await page.goto('/account/plan-contador');
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar suscripción' });
    await dialog
      .getByText(/Seguís con acceso a todos los cursos hasta el \d{2}\/\d{2}\/\d{4}/)
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Sí, cancelar la suscripción' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^Cancelada: tenés acceso hasta el \d{2}\/\d{2}\/\d{4}$/).waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
    await page.context().close();
  });

  it('is cancelled without a session from an e-mailed link', async () => {
    const page = await openPage('/baja');
    await page.getByRole('link', { name: 'cancelá la suscripción' }).click();
    await page.waitForURL((url) => url.pathname === '/baja/plan-contador');
    await page
      .getByRole('heading', { level: 1, name: 'Cancelar el Plan Contador sin iniciar sesión' })
      .waitFor();
    const form = page.getByRole('form', { name: 'Cancelar el Plan Contador' });
    await form.getByLabel('Correo electrónico').fill('nadie-suscripto@example.com');
    await form.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await page.getByRole('heading', { name: 'Revisá tu correo' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto(
      '/plan-contador/baja/0b6f7a52-9d4e-4a57-9a1d-3f0f3f0f3f0f/no-es-un-secreto-valido-xyz',
    );
    await page.getByRole('button', { name: 'Confirmar la cancelación' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Pedir un enlace nuevo' }).waitFor();
    await page.context().close();
  });
});
