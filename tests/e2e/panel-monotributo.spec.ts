import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useAdminSession, useBrowser } from '../support/e2e';
import { FEBRUARY_2026_SOURCE } from '../support/monotributo';

// Far ahead, so that ARCA's table stays the one in force for the public calculator's specs.
const LATER = '2099-01-01';
const LATER_SOURCE = 'Tabla de prueba del panel';

/** The input of one cell of the grid, by its column and category. */
const cell = (page: Page, column: string, letter: string) =>
  page.getByLabel(`${column}, categoría ${letter}`, { exact: true });

/** The grid's cell that holds that input, where its error is written. */
const cellBox = (page: Page, column: string, letter: string) =>
  page.locator('td', { has: cell(page, column, letter) });

describe('the monotributo tables in the panel', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it("shows ARCA's table, refuses a cap going down beside its cell, saves a later table and reads it back", async () => {
    const page = await openAsAdmin('/panel/settings');
    await page.getByRole('link', { name: 'Tablas del Monotributo' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/settings/monotributo');
    await page.getByRole('heading', { name: 'Monotributo', exact: true }).waitFor();
    expect(await page.locator('a[href="/panel/settings"]').getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByText('Vigente desde 01/02/2026').waitFor();
    await page.getByText(`Fuente: ${FEBRUARY_2026_SOURCE}`).waitFor();
    expect(await cell(page, 'Ingresos brutos anuales', 'A').inputValue()).toBe('10.277.988,13');
    expect(await cell(page, 'Energía (kWh/año)', 'K').inputValue()).toBe('20.000');
    for (const name of ['Categoría', 'Ingresos brutos anuales', 'Aporte SIPA', 'Obra social']) {
      expect(await page.getByRole('columnheader', { name, exact: true }).count()).toBe(1);
    }
    await expectNoSeriousA11yViolations(page);

    // From a later day, with A's cap typed as a plain number and C's surface below B's.
    await page.getByLabel('Rige desde', { exact: true }).fill(LATER);
    await page.getByText('Con una fecha nueva se guarda otra tabla').waitFor();
    await page.getByLabel('Fuente', { exact: true }).fill(LATER_SOURCE);
    await cell(page, 'Ingresos brutos anuales', 'A').fill('10500000.5');
    await cell(page, 'Superficie (m²)', 'C').fill('40');
    await page.getByRole('button', { name: 'Guardar tabla' }).click();
    const refused = 'La superficie máxima de la C no puede ser menor que en la B.';
    await cellBox(page, 'Superficie (m²)', 'C').getByText(refused).waitFor();
    expect(await cell(page, 'Superficie (m²)', 'C').getAttribute('aria-invalid')).toBe('true');
    expect(await cell(page, 'Superficie (m²)', 'B').getAttribute('aria-invalid')).toBeNull();
    await expectNoSeriousA11yViolations(page);

    await cell(page, 'Superficie (m²)', 'C').fill('60');
    expect(await cell(page, 'Superficie (m²)', 'C').getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Guardar tabla' }).click();
    await page
      .getByText('Guardamos la tabla del Monotributo que rige desde el 01/01/2099.')
      .waitFor();
    await page.getByText('Regirá desde 01/01/2099').waitFor();
    expect(await cell(page, 'Ingresos brutos anuales', 'A').inputValue()).toBe('10.500.000,50');

    // Read back from the server: today's table first, then the later one from the selector.
    await page.reload();
    await page.getByText('Vigente desde 01/02/2026').waitFor();
    expect(await cell(page, 'Ingresos brutos anuales', 'A').inputValue()).toBe('10.277.988,13');
    await page.getByLabel('Ver la tabla que rige desde').selectOption(LATER);
    await page.getByText('Regirá desde 01/01/2099').waitFor();
    await page.getByText(`Fuente: ${LATER_SOURCE}`).waitFor();
    expect(await cell(page, 'Ingresos brutos anuales', 'A').inputValue()).toBe('10.500.000,50');
    expect(await cell(page, 'Superficie (m²)', 'C').inputValue()).toBe('60');
    expect(await cell(page, 'Ingresos brutos anuales', 'B').inputValue()).toBe('15.058.447,71');
    expect(await page.getByLabel('Rige desde', { exact: true }).inputValue()).toBe(LATER);
    await page.getByText('Ya hay una tabla que rige desde el 01/01/2099').waitFor();

    // The public calculator still goes by ARCA's table.
    const inForce = await page.request.get('/api/tools/monotributo');
    expect((await inForce.json()).effectiveFrom).toBe('2026-02-01');
    await page.context().close();
  });
});
