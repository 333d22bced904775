import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/shared/money';
import type { CourseDetail } from '../../src/shared/responses/courses';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useBrowser,
  useAdminSession,
} from '../support/e2e';

const CODE = 'LANZAMIENTO20';

/** The first demo course: visible, and owned by nobody until a test buys it. */
async function demoCourse(page: Page): Promise<CourseDetail> {
  const answer = await page.request.get('/api/courses/1/x');
  return ((await answer.json()) as { course: CourseDetail }).course;
}

describe('a coupon from the panel to the buyer', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('is created in the panel, applied on /buy, paid in the sandbox and shown everywhere', async () => {
    // The firm creates a 20 % coupon for one person each.
    const panel = await openAsAdmin('/panel/coupons');
    await panel.getByRole('heading', { name: 'Cupones' }).waitFor();
    await panel.getByRole('button', { name: 'Crear cupón' }).click();
    const dialog = panel.getByRole('dialog', { name: 'Crear cupón' });
    await dialog.getByLabel('Código').fill('lanzamiento 20');
    await dialog.getByLabel('Descuento (%)').fill('20');
    await dialog.getByRole('button', { name: 'Crear cupón' }).click();
    await dialog
      .getByText('El código lleva solo letras y números, sin espacios ni signos.')
      .waitFor();
    await dialog.getByLabel('Código').fill(CODE.toLowerCase());
    await expectNoSeriousA11yViolations(panel);
    await dialog.getByRole('button', { name: 'Crear cupón' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = panel.getByRole('listitem', { name: `Cupón ${CODE}` });
    await card.getByText('Usos: 0').waitFor();

    // A buyer applies it on the buy page and pays the discounted total.
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    const course = await demoCourse(page);
    const discount = Math.round(course.price * 20) / 100;
    const total = course.price - discount;
    await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
    const form = page.getByRole('form', { name: 'Datos del comprador' });
    await form.getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
    await page.getByRole('button', { name: '¿Tenés un cupón?' }).click();
    await page.getByLabel('Código del cupón').fill('NOEXISTE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Este cupón no es válido.').waitFor();
    await page.getByLabel('Código del cupón').fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText(`Descuento (${CODE})`).waitFor();
    await page.getByText(formatPrice(total), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Documento').fill('30123456');
    await form.getByLabel('Localidad').fill('Villa Carlos Paz');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
    await page.getByText(formatPrice(total)).first().waitFor();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/success');
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    // Approved means credited: no warning that payments may take days.
    expect(await page.getByText(/2 días hábiles/).count()).toBe(0);

    // The buyer's history shows what was paid, the list price and the coupon.
    await page.goto('/account/purchases');
    const row = page.getByRole('row').filter({ hasText: course.title });
    await row.getByText(formatPrice(total)).waitFor();
    await row.getByText(`cupón ${CODE}`).waitFor();
    await page.context().close();

    // The panel: the purchase with its discount, the payer dialog, the CSV and the coupon's use.
    await panel.goto(`/panel/purchases?search=${encodeURIComponent(person.email)}`);
    const purchase = panel.getByRole('row', { name: new RegExp(course.title) });
    await purchase.getByText(`cupón ${CODE}`).waitFor();
    await purchase.getByRole('button', { name: /^Ver datos/ }).click();
    const payer = panel.getByRole('dialog', { name: 'Datos del pagador' });
    await payer.getByText(`−${formatPrice(discount)} (cupón ${CODE})`).waitFor();
    await payer.getByText(formatPrice(course.price)).waitFor();
    await panel.keyboard.press('Escape');

    const exportLink = panel.getByRole('link', { name: 'Exportar CSV' });
    const [download] = await Promise.all([panel.waitForEvent('download'), exportLink.click()]);
    const [header, line] = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const cells = Object.fromEntries(
      header!.split(';').map((name, index) => [name, line!.split(';')[index]]),
    );
    const decimal = (amount: number) => amount.toFixed(2).replace('.', ',');
    expect(cells).toMatchObject({
      'Precio de lista': decimal(course.price),
      Descuento: decimal(discount),
      Cupón: CODE,
      Importe: decimal(total),
    });

    await panel.goto('/panel/coupons');
    await card.getByText(`Usos: 1 · Ingresos: ${formatPrice(total)}`).waitFor();
    await card.getByRole('button', { name: 'Pausar' }).click();
    await card.getByText('Pausado').waitFor();

    // The dashboard's coupon report counts the use and its revenue.
    await panel.goto('/panel');
    const ranking = panel.getByRole('list', { name: 'Usos e ingresos por cupón' });
    await ranking
      .getByRole('listitem')
      .filter({ hasText: CODE })
      .getByText(`1 uso · ${formatPrice(total)}`)
      .waitFor();
    await panel.context().close();
  });

  it('back on /buy, an open checkout is offered with its coupon and price, or started over', async () => {
    const admin = await openAsAdmin('/panel/coupons');
    const created = await admin.request.post('/api/admin/coupons', {
      data: { code: 'VUELTA20', kind: 'percent', value: 20 },
    });
    expect(created.ok()).toBe(true);
    await admin.context().close();

    const page = await openPage('/');
    await signUpThroughApi(page);
    const course = await demoCourse(page);
    const total = course.price - Math.round(course.price * 20) / 100;
    await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
    const form = page.getByRole('form', { name: 'Datos del comprador' });
    await form.getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
    await page.getByRole('button', { name: '¿Tenés un cupón?' }).click();
    await page.getByLabel('Código del cupón').fill('vuelta20');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Descuento (VUELTA20)').waitFor();
    await form.getByLabel('Documento').fill('30123456');
    await form.getByLabel('Localidad').fill('Villa Carlos Paz');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
    const checkout = page.url();

    // Back to the buy page: the checkout is there, with the coupon's price, not the list price.
    await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
    const offer = page.getByRole('region', { name: 'Tenés un pago sin terminar para este curso' });
    await offer.getByText('Descuento (VUELTA20)').waitFor();
    await offer.getByText(formatPrice(total), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await offer.getByRole('link', { name: 'Continuar con el pago' }).click();
    await page.waitForURL(checkout);
    await page.getByText(formatPrice(total)).first().waitFor();

    // Starting over is still possible: the form again, at the list price until a coupon.
    await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
    await offer.getByRole('button', { name: 'Empezar de nuevo' }).click();
    await form.getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
    await page.getByText(formatPrice(course.price), { exact: true }).waitFor();
    await page.context().close();
  });

  it('a 100 % coupon gives the course without a checkout', async () => {
    const admin = await openAsAdmin('/panel/coupons');
    const created = await admin.request.post('/api/admin/coupons', {
      data: { code: 'CORTESIA', kind: 'percent', value: 100 },
    });
    expect(created.ok()).toBe(true);
    await admin.context().close();

    const page = await openPage('/');
    await signUpThroughApi(page);
    const course = await demoCourse(page);
    await page.goto(`/buy?id=${course.id}&slug=${course.slug}`);
    const form = page.getByRole('form', { name: 'Datos del comprador' });
    await form.getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
    await page.getByRole('button', { name: '¿Tenés un cupón?' }).click();
    await page.getByLabel('Código del cupón').fill('cortesia');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText(formatPrice(0), { exact: true }).waitFor();
    await form.getByLabel('Documento').fill('30123456');
    await form.getByLabel('Localidad').fill('Villa Carlos Paz');
    await page.getByRole('button', { name: 'Obtener el curso' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/success');
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    await page.getByText(`−${formatPrice(course.price)} (cupón CORTESIA)`).waitFor();
    await page.goto(`/courses/${course.id}/${course.slug}`);
    await page.getByRole('link', { name: 'En propiedad' }).waitFor();
    await page.context().close();
  });
});
