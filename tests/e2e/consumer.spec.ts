import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../src/shared/courses';
import { expectNoSeriousA11yViolations, signIn, useBrowser, waitForMail } from '../support/e2e';
import { E2E_LEAVER, E2E_REPENTANT } from '../support/e2e-seed';

const CONSUMER_LINKS = ['Botón de Arrepentimiento', 'Botón de Baja'];
const REQUEST_CODE = /^ARR-[A-Z0-9]{8}$/;

/** The link is on the first screen: inside the viewport, unscrolled, and nothing covers it. */
async function expectOnFirstScreen(page: Page, name: string) {
  const link = page
    .getByRole('navigation', { name: 'Defensa del consumidor' })
    .getByRole('link', { name });
  await link.waitFor();
  const box = (await link.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width);
  const uncovered = await link.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return top !== null && element.contains(top);
  });
  expect(uncovered, `${name} is covered`).toBe(true);
}

/** Buys the first demo course in the sandbox and returns it with the operation number shown. */
async function buyDemoCourse(page: Page) {
  const answer = await page.request.get('/api/courses/1/x');
  const course = ((await answer.json()) as { course: CourseDetail }).course;
  await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
  const form = page.getByRole('form', { name: 'Datos del comprador' });
  await form.getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
  await form.getByLabel('Documento').fill('30123456');
  await form.getByLabel('Localidad').fill('Rosario');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.getByRole('heading', { name: 'Pago de prueba' }).waitFor();
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
  const operation = await page
    .locator('dt', { hasText: 'Número de operación' })
    .locator('xpath=following-sibling::dd')
    .innerText();
  return { course, operation };
}

/** Fills the Botón de Arrepentimiento as a visitor and sends it. */
async function askToRevoke(page: Page, operation: string) {
  await page.goto('/arrepentimiento');
  const form = page.getByRole('form', { name: 'Pedido de arrepentimiento' });
  await form.getByLabel('Nombre y apellido').fill('Julieta Sosa');
  await form.getByLabel('Correo electrónico').fill(E2E_REPENTANT.email);
  await form.getByLabel('Documento').fill('30.123.456');
  await form.getByLabel('Número de operación').fill(operation);
  await form.getByRole('button', { name: 'Enviar pedido' }).click();
  const code = page.getByRole('status').getByText(REQUEST_CODE);
  await code.waitFor();
  return code.innerText();
}

describe('consumer-law buttons', () => {
  const openPage = useBrowser();

  it('links both buttons from the first screen of the home page and from every footer', async () => {
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 375, height: 667 },
    ]) {
      const page = await openPage('/', { viewport, isMobile: viewport.width < 500 });
      await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor();
      for (const name of CONSUMER_LINKS) await expectOnFirstScreen(page, name);
      await page.context().close();
    }

    const page = await openPage('/courses');
    await page.getByRole('button', { name: 'Entendido' }).click();
    const footer = page.getByRole('contentinfo');
    for (const name of CONSUMER_LINKS) {
      await footer.getByRole('link', { name }).scrollIntoViewIfNeeded();
      expect(await footer.getByRole('link', { name }).isVisible(), name).toBe(true);
    }
    await footer.getByRole('link', { name: 'Botón de Baja' }).click();
    await page.getByRole('heading', { level: 1, name: 'Botón de Baja' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await footer.getByRole('link', { name: 'Botón de Arrepentimiento' }).click();
    await page.getByRole('heading', { level: 1, name: 'Botón de Arrepentimiento' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('revokes a purchase within the window: refund, code by e-mail, course taken back', async () => {
    const buyer = await openPage('/');
    await signIn(buyer, E2E_REPENTANT.email, E2E_REPENTANT.password);
    const { course, operation } = await buyDemoCourse(buyer);
    expect(operation).toMatch(/^\d+$/);
    await buyer.context().close();

    const page = await openPage('/');
    const code = await askToRevoke(page, operation);
    await page.getByRole('heading', { name: 'Pedido aceptado' }).waitFor();
    await page.getByText(`Aceptamos tu arrepentimiento de "${course.title}"`).waitFor();
    await expectNoSeriousA11yViolations(page);

    const mail = await waitForMail(E2E_REPENTANT.email, (m) => m.subject.includes(code));
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('Aceptamos tu arrepentimiento');

    await signIn(page, E2E_REPENTANT.email, E2E_REPENTANT.password);
    await page.goto('/account/courses');
    await page.getByText(/Todavía no tenés ningún curso/).waitFor();
    await page.goto('/account/purchases');
    await page
      .getByRole('row')
      .filter({ hasText: course.title })
      .getByText('Reembolsado')
      .waitFor();
    await page.context().close();
  });

  it('shows field errors, then answers a request that matches no purchase with a refusal', async () => {
    const page = await openPage('/arrepentimiento');
    const form = page.getByRole('form', { name: 'Pedido de arrepentimiento' });
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    await form.getByText('Ingresá tu correo electrónico.').waitFor();
    expect(await form.getByLabel('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);

    const code = await askToRevoke(page, '999999999');
    expect(code).toMatch(REQUEST_CODE);
    await page.getByRole('heading', { name: 'No pudimos aceptar el pedido' }).waitFor();
    await page.getByText('No encontramos una compra con esos datos.', { exact: false }).waitFor();

    // Back to the form, with what was typed, to fix a wrong number.
    await page.getByRole('button', { name: 'Hacer otro pedido' }).click();
    expect(await form.getByLabel('Número de operación').inputValue()).toBe('999999999');
    await page.context().close();
  });

  it('closes an account once its owner confirms the baja from the e-mailed link', async () => {
    const page = await openPage('/');
    await signIn(page, E2E_LEAVER.email, E2E_LEAVER.password);
    await page.goto('/baja');
    const form = page.getByRole('form', { name: 'Pedido de baja' });
    // Filled in once the session check finds the person.
    await expect
      .poll(() => form.getByLabel('Correo electrónico').inputValue())
      .toBe(E2E_LEAVER.email);
    expect(await form.getByLabel('Nombre y apellido').inputValue()).toBe('Marcos Ibáñez');
    await form.getByRole('button', { name: 'Pedir la baja' }).click();
    await page.getByRole('heading', { name: 'Revisá tu correo' }).waitFor();
    const code = await page
      .getByRole('status')
      .getByText(/^BAJ-[A-Z0-9]{8}$/)
      .innerText();
    await expectNoSeriousA11yViolations(page);

    const mail = await waitForMail(E2E_LEAVER.email, (m) => m.subject.includes(code));
    const link = /https?:\/\/\S+\/baja\/confirmar\/\S+/.exec(mail.text)?.[0] ?? '';
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { level: 1, name: 'Confirmá la baja de tu cuenta' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Confirmar la baja' }).click();
    await page.getByRole('heading', { name: 'Baja confirmada' }).waitFor();
    await page.getByText('Listo: dimos de baja tu cuenta', { exact: false }).waitFor();
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Iniciar sesión', exact: true })
      .waitFor();

    // The link is single-use.
    await page.reload();
    await page.getByRole('button', { name: 'Confirmar la baja' }).click();
    await page.getByRole('alert').getByText('ya se usó o venció', { exact: false }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Pedir la baja de nuevo' }).getAttribute('href'),
    ).toBe('/baja');

    await page.goto('/auth/login');
    const login = page.getByRole('form', { name: 'Iniciar sesión' });
    await login.getByLabel('Correo electrónico').fill(E2E_LEAVER.email);
    await login.getByLabel('Contraseña').fill(E2E_LEAVER.password);
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await login.getByText('El correo o la contraseña son incorrectos.').waitFor();
    await page.context().close();
  });
});
