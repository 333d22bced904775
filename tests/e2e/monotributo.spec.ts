// A visitor finds the calculator in the navigation, reads the table in force and places
// themselves in a category, with the field errors and the Régimen General on the way. It reads
// ARCA's table of 1/02/2026, which the migrations load (any table saved by another spec rules
// from a later date).
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from '../support/e2e';

describe('the monotributo calculator in the browser', () => {
  const openPage = useBrowser();

  it('places a visitor in a category by the table in force, or out of the Monotributo', async () => {
    const page = await openPage('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Monotributo' }).first().click();
    await page.waitForURL((url) => url.pathname === '/monotributo');
    await page.getByRole('heading', { level: 1, name: 'Calculadora de Monotributo' }).waitFor();
    const table = page.getByRole('table');
    await page.getByText(/^Fuente: ARCA/).waitFor();
    const rowA = table.getByRole('row', { name: /^A / });
    expect(await rowA.innerText()).toContain('$\u00a010.277.988,13');
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole('form', { name: 'Calculadora de Monotributo' });
    const income = form.getByLabel('Ingresos brutos de los últimos 12 meses (ARS)');
    const calculate = form.getByRole('button', { name: 'Calcular mi categoría' });

    // What is not a number is named next to its field; so is a missing income (the server's).
    await income.fill('mucho');
    await calculate.click();
    await form.getByText('Escribí solo números, por ejemplo 12.500.000,50.').waitFor();
    expect(await income.getAttribute('aria-invalid')).toBe('true');
    await income.fill('');
    await calculate.click();
    await form.getByText('Indicá tus ingresos brutos de los últimos 12 meses.').waitFor();

    // Exactly at A's cap, services: A, with its monthly total and what is left before B.
    await income.fill('10.277.988,13');
    await calculate.click();
    const answer = page.getByRole('region', { name: /Categoría/ });
    await answer.getByRole('heading', { name: 'Categoría A' }).waitFor();
    expect(await answer.innerText()).toContain('$\u00a042.386,74');
    expect(await answer.innerText()).toContain('antes de pasar a la categoría B');

    // A peso over it: B. A shop of 70 m² needs D, whatever the income.
    await income.fill('10.277.989');
    await calculate.click();
    await answer.getByRole('heading', { name: 'Categoría B' }).waitFor();
    await form.getByLabel('Superficie afectada (m²)').fill('70');
    await form.getByLabel('Actividad').selectOption('bienes');
    await calculate.click();
    await answer.getByRole('heading', { name: 'Categoría D' }).waitFor();
    expect(await answer.innerText()).toContain('la superficie afectada');
    expect(await answer.innerText()).toContain('$\u00a070.661,26');

    // Over K's cap: the Régimen General, never a category.
    await form.getByLabel('Superficie afectada (m²)').fill('');
    await income.fill('120.000.000');
    await calculate.click();
    const outside = page.getByRole('region', { name: 'Fuera del Monotributo' });
    await outside.getByText(/pasás al Régimen General/).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The January/July recategorisation reminder: the digit is asked, then the inbox.
    const reminder = page.getByRole('form', { name: 'Avisarme de la recategorización' });
    await reminder.getByLabel('Tu e-mail').fill(`recategorizacion.${Date.now()}@example.com`);
    await reminder.getByRole('button', { name: 'Avisarme' }).click();
    await reminder.getByText('Elegí el último dígito de tu CUIT.').waitFor();
    await reminder.getByLabel('Último número de tu CUIT').selectOption('4');
    await reminder.getByRole('button', { name: 'Avisarme' }).click();
    await page.getByText(/Revisá tu bandeja de entrada/).waitFor();

    // What comes next: a consultation.
    await page.getByRole('link', { name: 'Reservá una consulta' }).click();
    await page.waitForURL((url) => url.pathname === '/consultas');
  });
});
