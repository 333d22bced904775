import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Region } from '../../src/shared/geo';
import {
  expectNoSeriousA11yViolations,
  expectVerifyFirstDialog,
  latestMail,
  mailedCode,
  signUpThroughApi,
  useBrowser,
} from '../support/e2e';
import { demoCourse } from '../support/e2e-purchases';
import type { CourseDetail } from '../../src/shared/responses/courses';

async function firstRegionOf(page: Page, country: string): Promise<string> {
  const answer = await page.request.get(`/api/geo/countries/${country}/regions`);
  return ((await answer.json()) as { regions: Region[] }).regions[0]?.name ?? '';
}

const buyerForm = (page: Page) => page.getByRole('form', { name: 'Datos del comprador' });

/** Opens the buy page of the course and waits for the prefilled form. */
async function openBuyPage(page: Page, course: CourseDetail) {
  await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
  await page.getByRole('heading', { level: 1, name: `Comprando ${course.title}` }).waitFor();
  await buyerForm(page).getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
}

/** Fills what a new buyer lacks, pays, and waits for the sandbox checkout. */
async function payWithDocument(page: Page, document: string) {
  const form = buyerForm(page);
  await form.getByLabel('Documento').fill(document);
  await form.getByLabel('Localidad').fill('Villa Carlos Paz');
  await page.getByRole('button', { name: 'Pagar' }).click();
}

async function checkoutInSandbox(page: Page, document = '30123456') {
  await payWithDocument(page, document);
  await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
  await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
}

/** The history row of the course, on a wide screen where the history is a table. */
const historyRow = (page: Page, course: CourseDetail) =>
  page.getByRole('row').filter({ hasText: course.title });

describe('buying courses in the browser', () => {
  const openPage = useBrowser();

  /** A new verified buyer, signed in, on the buy page of the demo course. */
  async function newBuyerOnBuyPage() {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    const course = await demoCourse(page);
    await openBuyPage(page, course);
    return { page, person, course };
  }

  it('buys a course end to end through the sandbox checkout', async () => {
    const { page, person, course } = await newBuyerOnBuyPage();
    const form = buyerForm(page);
    // Exact: the invoice's checkbox, 'Necesito factura a nombre de…', holds the word too.
    expect(await form.getByLabel('Nombre', { exact: true }).inputValue()).toBe(person.name);
    expect(await form.getByLabel('Apellido').inputValue()).toBe(person.lastname);
    expect(await form.getByLabel('Correo electrónico').inputValue()).toBe(person.email);
    const country = form.getByLabel('País');
    const region = form.getByLabel('Provincia o región');
    expect(await country.inputValue()).toBe('AR');
    await expectNoSeriousA11yViolations(page);

    const uruguayFirst = await firstRegionOf(page, 'UY');
    await country.selectOption({ label: 'Uruguay' });
    await expect.poll(() => region.inputValue()).toBe(uruguayFirst);
    await country.selectOption({ label: 'Argentina' });
    await expect.poll(() => region.inputValue()).toBe(await firstRegionOf(page, 'AR'));
    await region.selectOption('Córdoba');

    await checkoutInSandbox(page);
    await page.getByText(person.email).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();

    await page.waitForURL((url) => url.pathname === '/payments/success');
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    await page.getByText('Número de operación').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Ir a Mis cursos' }).click();
    await page.locator('main article', { hasText: course.title }).waitFor();
    await page.goto(`/courses/${course.id}/${course.slug}`);
    await page.getByRole('link', { name: 'En propiedad' }).waitFor();

    await page.goto('/account/purchases');
    await historyRow(page, course).getByText('Aprobado').waitFor();
    await expectNoSeriousA11yViolations(page);

    // An owner who opens the buy page again goes to the course instead.
    await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
    await page.waitForURL((url) => url.pathname === `/account/courses/${course.id}/${course.slug}`);
    await page.context().close();
  });

  it('shows a field error under its input, then records a rejected payment', async () => {
    const { page, course, person } = await newBuyerOnBuyPage();
    await payWithDocument(page, '123');
    const documentField = buyerForm(page).getByLabel('Documento');
    await buyerForm(page)
      .getByText(/El documento debe tener entre 7 y 11 números/)
      .waitFor();
    expect(await documentField.getAttribute('aria-invalid')).toBe('true');
    expect(await documentField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/buy');
    const history = await page.request.get('/api/user/purchases');
    expect(await history.json()).toEqual({ purchases: [], openCheckouts: [], lastPayer: null });

    await buyerForm(page).getByLabel('Correo electrónico').fill('facturas.estudio@example.com');
    await checkoutInSandbox(page, '30.123.456');
    await page.getByText('facturas.estudio@example.com').waitFor();
    await page.getByRole('button', { name: 'Rechazar pago' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/failure');
    await page.getByRole('heading', { name: 'El pago fue rechazado' }).waitFor();

    await page.getByRole('link', { name: 'Ver mis compras' }).click();
    await historyRow(page, course).getByText('Rechazado').waitFor();

    // The next purchase starts from the data of this one, with the account's e-mail.
    await openBuyPage(page, course);
    expect(await buyerForm(page).getByLabel('Localidad').inputValue()).toBe('Villa Carlos Paz');
    expect(await buyerForm(page).getByLabel('Documento').inputValue()).toBe('30123456');
    expect(await buyerForm(page).getByLabel('Correo electrónico').inputValue()).toBe(person.email);
    await page.context().close();
  });

  it('turns a pending result into the approved one once the payment is approved', async () => {
    const { page, course } = await newBuyerOnBuyPage();
    await checkoutInSandbox(page);
    const checkoutUrl = page.url();
    await page.getByRole('button', { name: 'Dejar pendiente' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/pending');
    await page.getByRole('heading', { name: 'Tu pago está pendiente' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Buying the course again leads to the payment waiting, not to a new checkout.
    const again = await page.context().newPage();
    await again.goto(`/courses/${course.id}/${course.slug}`);
    await again.getByRole('link', { name: 'Pago pendiente' }).click();
    await again
      .getByRole('heading', { name: 'Ya tenés un pago pendiente para este curso' })
      .waitFor();
    expect(await again.getByRole('form', { name: 'Datos del comprador' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(again);
    await again.getByRole('link', { name: 'Ir al pago pendiente' }).click();
    await again.waitForURL(checkoutUrl);
    await again.close();

    const sandbox = await page.context().newPage();
    await sandbox.goto(checkoutUrl);
    await sandbox
      .getByText('Hay un pago pendiente de acreditación: podés aprobarlo o rechazarlo.')
      .waitFor();
    expect(await sandbox.getByRole('button', { name: 'Dejar pendiente' }).count()).toBe(0);
    await sandbox.getByRole('button', { name: 'Aprobar pago' }).click();
    await sandbox.waitForURL((url) => url.pathname === '/payments/success');
    await sandbox.goto(checkoutUrl);
    await sandbox.getByText('Este pago de prueba ya fue aprobado.').waitFor();
    await sandbox.close();

    // The pending screen asks again every 5 seconds.
    await page
      .getByRole('heading', { name: '¡Gracias por tu compra!' })
      .waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/payments/pending');
    await page.getByRole('link', { name: 'Ir a Mis cursos' }).click();
    await page.locator('main article', { hasText: course.title }).waitFor();
    await page.context().close();
  });

  it('asks an unverified buyer to validate first and turns away unknown courses', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page, { verified: false });
    const course = await demoCourse(page);

    await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
    await expectVerifyFirstDialog(page);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === `/courses/${course.id}/${course.slug}`);

    // 'Validar', the code, and the buyer is back on the purchase, now able to pay.
    await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
    await page
      .getByRole('dialog', { name: 'Verificación' })
      .getByRole('link', { name: 'Validar' })
      .click();
    await page.waitForURL((url) => url.pathname === '/account/email');
    await page.getByRole('button', { name: 'Verificar' }).click();
    const code = page.getByLabel('Código de verificación');
    await code.waitFor();
    const mail = await latestMail(person.email, (m) => /código/i.test(m.subject));
    await code.fill(mailedCode(mail.text));
    await page.getByRole('dialog').getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/buy' && url.searchParams.get('id') === String(course.id),
    );
    await buyerForm(page).getByLabel('Documento').waitFor();
    expect(await page.getByRole('dialog', { name: 'Verificación' }).count()).toBe(0);

    await page.goto('/buy?id=99999&slug=no-existe');
    await page.waitForURL((url) => url.pathname === '/courses');
    await page.getByText('No encontramos ese curso o ya no está a la venta.').waitFor();
    await page.context().close();
  });

  it('explains result and checkout addresses that match no purchase', async () => {
    const page = await openPage('/payments/success?status=approved');
    await page.getByRole('heading', { name: 'No encontramos esa compra' }).waitFor();
    await page.goto('/payments/failure?external_reference=00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'No encontramos esa compra' }).waitFor();
    await page.goto('/payments/sandbox/sandbox-00000000-0000-4000-8000-000000000000');
    await page.getByText('No encontramos ese pago de prueba.').waitFor();
    await page.context().close();
  });
});
