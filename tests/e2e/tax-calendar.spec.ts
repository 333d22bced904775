// A visitor finds their due dates by CUIT or by its last digit, with the demo's example dates
// (the seed loads this year's and next year's, unconfirmed): the CUIT's check, the obligations,
// the notice, the calendar feed and the e-mail reminders, and their choice on a second visit.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  waitForHydration,
  waitForMail,
} from '../support/e2e';
import { collectProblems } from '../support/e2e-rendering';

const CUIT_ERROR = 'El CUIT no es válido: revisá los 11 números.';

/** The headings of the dates shown, one per date (the obligation's label). */
const shownLabels = (page: Page) =>
  page.getByRole('region', { name: 'Tus próximos vencimientos' }).locator('li h4').allInnerTexts();

describe('the due dates by CUIT in the browser', () => {
  const openPage = useBrowser();

  it('arrives with the form before any JavaScript runs', async () => {
    const page = await openPage('/vencimientos', { javaScriptEnabled: false });
    expect(await page.title()).toContain('Vencimientos impositivos por CUIT');
    await page.getByRole('heading', { level: 1, name: 'Vencimientos impositivos' }).waitFor();
    const form = page.getByRole('form', { name: 'Tu CUIT y tus obligaciones' });
    expect(await form.getByLabel('Tu CUIT').count()).toBe(1);
    expect(await form.getByRole('button', { pressed: false }).count()).toBe(10);
    const ticks = form.getByRole('checkbox');
    expect(await ticks.count()).toBeGreaterThan(1);
    for (const tick of await ticks.all()) expect(await tick.isChecked()).toBe(true);
    expect(
      await form.getByRole('checkbox', { name: 'Recategorización del Monotributo' }).isChecked(),
    ).toBe(true);
    await page.context().close();
  });

  it('shows a CUIT’s dates, then a digit’s, and keeps them in a calendar and by e-mail', async () => {
    const page = await openPage('/', { viewport: { width: 1280, height: 800 } });
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Vencimientos' })
      .click();
    await page.waitForURL((url) => url.pathname === '/vencimientos');
    const form = page.getByRole('form', { name: 'Tu CUIT y tus obligaciones' });
    const cuit = form.getByLabel('Tu CUIT');
    const result = page.getByRole('region', { name: 'Tus próximos vencimientos' });

    // A CUIT whose check digit does not hold is named next to the field.
    await cuit.fill('20-12345678-5');
    await form.getByText(CUIT_ERROR).waitFor();
    expect(await cuit.getAttribute('aria-invalid')).toBe('true');

    // A valid one: its dates, nearest first, with the days left; its digit is pressed.
    await cuit.fill('20-12345678-6');
    await result
      .getByText(/^(Faltan \d+ días|Falta 1 día|Vence hoy)/)
      .first()
      .waitFor();
    expect(await form.getByText(CUIT_ERROR).count()).toBe(0);
    expect(
      await form.getByRole('button', { name: '6', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    // The demo's dates are examples, and the page says so.
    await result.getByText('Fechas de ejemplo: verificá en arca.gob.ar').waitFor();
    expect(
      await result.getByRole('link', { name: /calendario de ARCA/ }).getAttribute('href'),
    ).toBe('https://www.arca.gob.ar/vencimientos/');

    // Only the last digit: the CUIT goes; without IVA, its dates go too.
    await form.getByRole('button', { name: '3', exact: true }).click();
    expect(await cuit.inputValue()).toBe('');
    await expect.poll(() => shownLabels(page)).toContain('IVA');
    await form.getByRole('checkbox', { name: 'IVA', exact: true }).uncheck();
    await expect.poll(() => shownLabels(page)).not.toContain('IVA');
    expect((await shownLabels(page)).length).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    // The calendar feed of digit 3 without IVA, as webcal and through Google Calendar.
    const calendar = page.getByRole('region', { name: 'Agregar a mi calendario' });
    const webcal = (await calendar
      .getByRole('link', { name: 'Abrir en mi calendario' })
      .getAttribute('href'))!;
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/api\/tax-calendar\/feed\.ics\?digit=3&obligations=/);
    expect(decodeURIComponent(webcal)).not.toMatch(/[=,]iva(,|$)/);
    const google = await calendar
      .getByRole('link', { name: /Agregar a Google Calendar/ })
      .getAttribute('href');
    expect(google).toBe(`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`);
    const feed = await page.request.get(webcal.replace(/^webcal:/, 'http:'));
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    // Reminders by e-mail: a field error, then the answer that says to check the inbox.
    const reminders = page.getByRole('form', { name: 'Avisarme por e-mail' });
    await reminders.getByRole('button', { name: 'Avisarme' }).click();
    await reminders.getByText('Ingresá tu correo electrónico.').waitFor();
    const email = `vencimientos.${Date.now()}@example.com`;
    await reminders.getByLabel('Tu e-mail').fill(email);
    await reminders.getByLabel('¿Cuándo te avisamos?').selectOption('5');
    await reminders.getByRole('button', { name: 'Avisarme' }).click();
    await page.getByText(/Revisá tu bandeja de entrada/).waitFor();
    await waitForMail(email);

    // A returning visitor finds their digit and obligations, and their dates at once: the page
    // takes over the server's markup (nothing chosen) without a mismatch.
    const problems = collectProblems(page);
    await page.reload();
    await result
      .getByText(/^(Faltan \d+ días|Falta 1 día|Vence hoy)/)
      .first()
      .waitFor();
    expect(
      await form.getByRole('button', { name: '3', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await form.getByRole('checkbox', { name: 'IVA', exact: true }).isChecked()).toBe(false);
    expect(await shownLabels(page)).not.toContain('IVA');
    expect(problems).toEqual([]);

    await page.getByRole('link', { name: 'Reservá una consulta' }).click();
    await page.waitForURL((url) => url.pathname === '/consultas');
    await page.context().close();
  });

  it('fits the navigation with its new link, in the bar or in the drawer, at every width', async () => {
    for (const width of [768, 1024, 1280, 1440]) {
      const page = await openPage('/vencimientos', { viewport: { width, height: 800 } });
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Principal' });
      // Nothing wraps or runs out of the bar: each link and button is one line high.
      const tallest = await nav.evaluate((bar) =>
        Math.max(
          ...[...bar.querySelectorAll('a, button')]
            .map((element) => element.getBoundingClientRect().height)
            .filter((height) => height > 0),
        ),
      );
      expect(tallest, `${width} px`).toBeLessThanOrEqual(48);
      expect(await nav.evaluate((bar) => bar.scrollWidth - bar.clientWidth), `${width} px`).toBe(0);
      const inBar = nav.getByRole('list').getByRole('link', { name: 'Vencimientos' });
      if (!(await inBar.isVisible())) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Vencimientos' }).click();
        await page.waitForURL((url) => url.pathname === '/vencimientos');
      }
      await page.context().close();
    }
    const phone = await openPage('/', { viewport: { width: 375, height: 740 }, isMobile: true });
    await phone.getByRole('button', { name: 'Abrir menú' }).click();
    await phone.getByRole('dialog').getByRole('link', { name: 'Vencimientos' }).click();
    await phone.waitForURL((url) => url.pathname === '/vencimientos');
    await phone.getByRole('heading', { level: 1, name: 'Vencimientos impositivos' }).waitFor();
    await phone.context().close();
  });
});
