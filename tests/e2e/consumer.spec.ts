import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  signIn,
  signUpThroughApi,
  useBrowser,
  waitForMail,
} from '../support/e2e';
import { buyInSandbox } from '../support/e2e-purchases';
import { E2E_LEAVER, E2E_REPENTANT } from '../support/e2e-seed';
import type { CourseDetail } from '../../src/shared/responses/courses';

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

/** Buys the first demo course in the sandbox through the screens; returns the course. */
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
  return { course };
}

/** Fills the Botón de Arrepentimiento as a visitor and sends it; returns the request's code. */
async function askToRevoke(page: Page, email: string) {
  await page.goto('/arrepentimiento');
  const form = page.getByRole('form', { name: 'Pedido de arrepentimiento' });
  await form.getByLabel('Nombre y apellido').fill('Julieta Sosa');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByRole('button', { name: 'Enviar pedido' }).click();
  await page.getByRole('heading', { name: 'Revisá tu correo' }).waitFor();
  const code = page.getByRole('status').getByText(REQUEST_CODE);
  await code.waitFor();
  return code.innerText();
}

/** The path (with the secret after '#') of the link mailed for request `code`. */
async function mailedLink(email: string, code: string) {
  const mail = await waitForMail(email, (m) => m.subject.includes(code));
  const link = /https?:\/\/\S+\/arrepentimiento\/confirmar\/\S+/.exec(mail.text)?.[0] ?? '';
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
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

  it('revokes a purchase from the mailed link: the form tells nothing, the link refunds once', async () => {
    const buyer = await openPage('/');
    await signIn(buyer, E2E_REPENTANT.email, E2E_REPENTANT.password);
    const { course } = await buyDemoCourse(buyer);
    await buyer.context().close();

    const page = await openPage('/');
    const code = await askToRevoke(page, E2E_REPENTANT.email);
    // The answer on screen says nothing about what the address bought.
    expect(await page.locator('main').innerText()).not.toContain(course.title);
    await expectNoSeriousA11yViolations(page);

    const link = await mailedLink(E2E_REPENTANT.email, code);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Confirmá tu arrepentimiento' }).waitFor();
    const choice = page.getByRole('form', { name: 'Confirmar el arrepentimiento' });
    await choice.getByText(course.title).waitFor();
    await expectNoSeriousA11yViolations(page);
    await choice.getByRole('button', { name: 'Confirmar el arrepentimiento' }).click();
    await page.getByRole('heading', { name: 'Pedido aceptado' }).waitFor();
    await page.getByText(`Aceptamos tu arrepentimiento de "${course.title}"`).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Confirmaste tu arrepentimiento' }).waitFor();
    expect(await page.getByText('Falta un paso', { exact: false }).count()).toBe(0);

    const receipt = await waitForMail(
      E2E_REPENTANT.email,
      (m) => m.subject === `Tu pedido de arrepentimiento ${code}`,
    );
    expect(receipt.text).toContain('Aceptamos tu arrepentimiento');

    // The link is single-use.
    await page.goto('/');
    await page.goto(link);
    await page.getByRole('alert').getByText('ya se usó o venció', { exact: false }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Hacer el pedido de nuevo' }).getAttribute('href'),
    ).toBe('/arrepentimiento');

    await signIn(page, E2E_REPENTANT.email, E2E_REPENTANT.password);
    await page.goto('/account/courses');
    await page.getByText(`Reintegramos tu compra de «${course.title}»`, { exact: false }).waitFor();
    await page.goto('/account/purchases');
    await page
      .getByRole('row')
      .filter({ hasText: course.title })
      .getByText('Reembolsado')
      .waitFor();
    await page.context().close();
  });

  it('shows field errors, then answers an address without purchases exactly alike', async () => {
    const page = await openPage('/arrepentimiento');
    const form = page.getByRole('form', { name: 'Pedido de arrepentimiento' });
    await form.getByRole('button', { name: 'Enviar pedido' }).click();
    await form.getByText('Ingresá tu correo electrónico.').waitFor();
    expect(await form.getByLabel('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);

    const code = await askToRevoke(page, 'nunca.compro@example.com');
    expect(code).toMatch(REQUEST_CODE);
    await page.getByText('Te enviamos un correo a nunca.compro@example.com').waitFor();
    const mail = await waitForMail('nunca.compro@example.com', (m) => m.subject.includes(code));
    expect(mail.text).toContain('no encontramos compras');
    await page.context().close();
  });

  it('lets a signed-in buyer withdraw from the purchase history after a confirmation', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Entendido' }).click();
    const person = await signUpThroughApi(page);
    const { course } = await buyInSandbox(page, person.email, 2);

    await page.goto('/account/purchases');
    const row = page.getByRole('row').filter({ hasText: course.title });
    await row.getByRole('button', { name: `Arrepentirme de ${course.title}` }).click();
    const dialog = page.getByRole('dialog', { name: '¿Te arrepentís de esta compra?' });
    await dialog.getByText('te devolvemos', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Sí, arrepentirme' }).click();
    const answer = page.getByRole('dialog', { name: 'Pedido de arrepentimiento' });
    await answer.getByRole('heading', { name: 'Pedido aceptado' }).waitFor();
    await answer.getByRole('button', { name: 'Listo' }).click();
    await row.getByText('Reembolsado').waitFor();
    expect(await row.getByRole('button', { name: /Arrepentirme/ }).count()).toBe(0);
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
      .getByRole('heading', { level: 1, name: 'Confirmaste la baja de tu cuenta' })
      .waitFor();
    expect(await page.getByText('Falta un paso', { exact: false }).count()).toBe(0);
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
