import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useAdminSession, useBrowser } from '../support/e2e';

// A year the demo content leaves empty, so that nothing here depends on it nor changes it.
const YEAR = 2031;
const HEADER = 'obligation,period,digits,date';

/** Chooses a CSV with these lines (after the header) and sends it with 'Importar'. */
async function importCsv(page: Page, lines: string[]) {
  await page.getByLabel('Archivo CSV', { exact: true }).setInputFiles({
    name: 'vencimientos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...lines].join('\n')),
  });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
}

/** The table of the year's dates (the wide screen's; phones get cards). */
const yearTable = (page: Page) =>
  page.getByRole('table', { name: `Vencimientos de ${YEAR}, por fecha` });

/** The cells of each row of the year's table, as text. */
const tableRows = (page: Page) =>
  yearTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent),
      ),
    );

describe('the due-date calendar in the panel', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('imports a CSV (refusing a bad line), edits and deletes a date, and confirms the year', async () => {
    const page = await openAsAdmin('/panel/settings');
    await page.getByRole('link', { name: 'Vencimientos impositivos' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/settings/vencimientos');
    await page.getByRole('heading', { name: 'Vencimientos', exact: true }).waitFor();
    expect(await page.locator('a[href="/panel/settings"]').getAttribute('aria-current')).toBe(
      'page',
    );

    // All or nothing: one bad line and the file's good one is not imported either.
    await importCsv(page, [
      `Monotributo,${YEAR}-11,0-4,${YEAR}-11-20`,
      `Monotributo,${YEAR}-11,5-9,${YEAR}-13-40`,
    ]);
    await page.getByText('El archivo tiene un error.').waitFor();
    const errors = page.getByRole('list', { name: 'Errores del archivo' });
    await errors.getByText(/^Línea 3: la fecha «2031-13-40» no es válida/).waitFor();
    expect(await page.getByLabel('Archivo CSV', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    const years = await page.getByLabel('Año', { exact: true }).locator('option').allInnerTexts();
    expect(years).not.toContain(String(YEAR));
    await expectNoSeriousA11yViolations(page);

    // The obligation by its name or its slug; the page turns to the file's year.
    await importCsv(page, [
      `Monotributo,${YEAR}-11,0-4,${YEAR}-11-20`,
      `monotributo,${YEAR}-11,5-9,${YEAR}-11-21`,
      `IVA,${YEAR}-11,*,${YEAR}-12-18`,
    ]);
    await page.getByText('Importamos 3 vencimientos.').waitFor();
    await expect.poll(() => errors.count()).toBe(0);
    await yearTable(page).waitFor();
    expect(await page.getByLabel('Año', { exact: true }).inputValue()).toBe(String(YEAR));
    expect(await tableRows(page)).toEqual([
      ['Monotributo', `Noviembre ${YEAR}`, '0-4', `20/11/${YEAR}`],
      ['Monotributo', `Noviembre ${YEAR}`, '5-9', `21/11/${YEAR}`],
      ['IVA', `Noviembre ${YEAR}`, 'Todos', `18/12/${YEAR}`],
    ]);
    const filter = page.getByLabel('Obligación', { exact: true });
    await filter.selectOption({ label: 'IVA' });
    await expect
      .poll(() => tableRows(page))
      .toEqual([['IVA', `Noviembre ${YEAR}`, 'Todos', `18/12/${YEAR}`]]);
    await filter.selectOption({ label: 'Todas' });
    await expect.poll(() => tableRows(page)).toHaveLength(3);
    for (const name of ['Obligación', 'Período', 'Dígitos', 'Fecha']) {
      expect(await yearTable(page).getByRole('columnheader', { name, exact: true }).count()).toBe(
        1,
      );
    }
    await page
      .getByText(
        `Las fechas de ${YEAR} son de ejemplo: el sitio muestra "Fechas de ejemplo: verificá en arca.gob.ar" hasta que las confirmes.`,
      )
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    // A digit that another row of the period has is refused beside its field; then the day moves.
    await page
      .getByRole('button', { name: `Editar Monotributo, Noviembre ${YEAR}, dígitos 5-9` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar vencimiento' });
    expect(await dialog.getByLabel('Obligación').inputValue()).toBe('monotributo');
    expect(await dialog.getByLabel('Período').inputValue()).toBe(`${YEAR}-11`);
    await dialog.getByLabel('Dígitos').fill('4-9');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.getByText('El dígito 4 ya tiene otra fecha para ese período.').waitFor();
    expect(await dialog.getByLabel('Dígitos').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Dígitos').fill('5-9');
    await dialog.getByLabel('Fecha').fill(`${YEAR}-11-23`);
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Guardamos el vencimiento.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => tableRows(page))
      .toContainEqual(['Monotributo', `Noviembre ${YEAR}`, '5-9', `23/11/${YEAR}`]);

    // Deleting asks first.
    await page
      .getByRole('button', { name: `Eliminar IVA, Noviembre ${YEAR}, dígitos Todos` })
      .click();
    const asked = page.getByRole('dialog', { name: 'Eliminar vencimiento' });
    await asked.getByRole('button', { name: 'Sí, eliminar.' }).click();
    await page.getByText('Eliminamos el vencimiento.').waitFor();
    await expect.poll(() => tableRows(page)).toHaveLength(2);
    expect((await tableRows(page)).map((row) => row[0])).toEqual(['Monotributo', 'Monotributo']);

    // Confirming asks too; then the year says when it was confirmed.
    await page.getByRole('button', { name: `Confirmar fechas ${YEAR}` }).click();
    const confirm = page.getByRole('dialog', { name: `Confirmar fechas ${YEAR}` });
    await confirm
      .getByText('Confirmá que revisaste estas fechas contra el calendario de ARCA')
      .waitFor();
    await confirm.getByRole('button', { name: 'Sí, confirmar.' }).click();
    await page.getByText(/^Fechas confirmadas el \d{2}\/\d{2}\/\d{4}$/).waitFor();
    expect(await page.getByText(`Las fechas de ${YEAR} son de ejemplo`).count()).toBe(0);

    // Read back from the server: the year is still kept, with its two dates, confirmed.
    await page.reload();
    await page.getByLabel('Año', { exact: true }).selectOption(String(YEAR));
    await page.getByText(/^Fechas confirmadas el \d{2}\/\d{2}\/\d{4}$/).waitFor();
    expect(await tableRows(page)).toEqual([
      ['Monotributo', `Noviembre ${YEAR}`, '0-4', `20/11/${YEAR}`],
      ['Monotributo', `Noviembre ${YEAR}`, '5-9', `23/11/${YEAR}`],
    ]);
    await page.context().close();
  });
});
