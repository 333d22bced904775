// A verified student turns on the due-date reminders from the account, changes them and cancels
// them, with the server's field error on the way: no confirmation mail, the address is theirs.
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, signUpThroughApi, useBrowser } from '../support/e2e';

describe('the account’s due-date reminders in the browser', () => {
  const openPage = useBrowser();

  it('are turned on, changed and cancelled from the account', async () => {
    const page = await openPage('/');
    await signUpThroughApi(page);
    await page.goto('/account/reminders');
    await page.getByText('Todavía no recibís avisos.', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Nothing ticked, no digit: the server's errors next to their fields.
    await page.getByRole('button', { name: 'Activar los avisos' }).click();
    await page.getByText('Elegí el último dígito de tu CUIT.').waitFor();

    await page.getByLabel('Último número de tu CUIT').selectOption('7');
    await page.getByRole('checkbox', { name: 'IVA', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Monotributo', exact: true }).check();
    await page.getByLabel('¿Cuándo te avisamos?').selectOption('5');
    await page.getByRole('button', { name: 'Activar los avisos' }).click();
    await page.getByText('Activamos tus avisos.').waitFor();
    await page.getByText('Tus avisos están activos', { exact: false }).waitFor();

    const saved = await page.request.get('/api/user/tax-reminders');
    expect((await saved.json()).subscription).toMatchObject({
      digit: 7,
      obligations: ['monotributo', 'iva'],
      daysBefore: 5,
    });

    // A second visit shows the choice; a change is saved over it.
    await page.reload();
    expect(await page.getByLabel('Último número de tu CUIT').inputValue()).toBe('7');
    await page.getByRole('checkbox', { name: 'IVA', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Guardamos tus avisos.').waitFor();
    const changed = await page.request.get('/api/user/tax-reminders');
    expect((await changed.json()).subscription.obligations).toEqual(['monotributo']);

    // Cancelling asks first.
    await page.getByRole('button', { name: 'Cancelar los avisos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar los avisos' });
    await dialog.getByRole('button', { name: 'Sí, cancelar los avisos' }).click();
    await page.getByText('Cancelamos tus avisos de vencimientos.').waitFor();
    await page.getByText('Todavía no recibís avisos.', { exact: false }).waitFor();
    expect((await (await page.request.get('/api/user/tax-reminders')).json()).subscription).toBe(
      null,
    );
  });
});
