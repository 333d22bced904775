import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useAdminSession,
  useBrowser,
} from '../support/e2e';
import { demoCourse, openBuyForm } from '../support/e2e-purchases';

const COMPANY = 'Agropecuaria Los Talas SRL';
const INVOICED_TO = `Factura a: ${COMPANY} (CUIT 30-71234567-1, IVA Responsable Inscripto)`;

const isFocused = (page: Page, label: string) =>
  page
    .getByRole('form', { name: 'Datos del comprador' })
    .getByLabel(label, { exact: true })
    .evaluate((input) => input === document.activeElement);

describe('an invoice made out to a company', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('takes the CUIT on the buy form, checks it, and shows it on the purchase in the panel', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    const course = await demoCourse(page);
    const form = await openBuyForm(page, course);

    // Unticked, the company's fields are not there.
    const wanted = form.getByLabel('Necesito factura a nombre de una empresa o con mi CUIT');
    expect(await form.getByLabel('CUIT', { exact: true }).count()).toBe(0);
    await wanted.check();
    const cuit = form.getByLabel('CUIT', { exact: true });
    await cuit.fill('30-71234567-2');
    await form.getByLabel('Razón social o nombre').fill(COMPANY);

    // A wrong check digit is told before anything is sent.
    await page.getByRole('button', { name: 'Pagar' }).click();
    await form.getByText('El CUIT no es válido: revisá los 11 números.').waitFor();
    expect(await cuit.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(page, 'CUIT')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/buy');
    await expectNoSeriousA11yViolations(page);

    // Corrected, the order goes; the server asks for the IVA condition, next to its select.
    await cuit.fill('30-71234567-1');
    expect(await cuit.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await form.getByText('Elegí la condición frente al IVA.').waitFor();
    const condition = form.getByLabel('Condición frente al IVA');
    expect(await condition.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(page, 'Condición frente al IVA')).toBe(true);

    await condition.selectOption({ label: 'IVA Responsable Inscripto' });
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/success');
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();
    await page.context().close();

    // The panel names the company on the purchase and in the payer's data.
    const panel = await openAsAdmin(`/panel/purchases?search=${encodeURIComponent(person.email)}`);
    const purchase = panel.getByRole('row', { name: new RegExp(course.title) });
    await purchase.getByText(INVOICED_TO).waitFor();
    await purchase.getByRole('button', { name: /^Ver datos/ }).click();
    const payer = panel.getByRole('dialog', { name: 'Datos del pagador' });
    await payer.getByText(INVOICED_TO.replace('Factura a: ', '')).waitFor();
    await expectNoSeriousA11yViolations(panel);
    await panel.context().close();
  });
});
