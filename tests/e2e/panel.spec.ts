import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_PANEL_STUDENT, E2E_STUDENT } from '../support/e2e-seed';
import { expectNoSeriousA11yViolations, signIn, useBrowser, useAdminSession } from '../support/e2e';
import { buyInSandbox } from '../support/e2e-purchases';
import type { CourseDetail } from '../../src/shared/responses/courses';
import { panelMenu } from '../../src/web/pages/panel/panel-pages';

/** A demo course nobody owns at the start; the admin gives it to the panel student. */
const GIVEN_COURSE = 'Costos para la toma de decisiones';
/** The demo course that is not public. */
const HIDDEN_COURSE = 'Ingresos Brutos y Convenio Multilateral';

/** Waits until the address has the query parameter `name` set to `value`. */
const waitForParam = (page: Page, name: string, value: string) =>
  page.waitForURL((url) => url.searchParams.get(name) === value);

/** The panel student buys the first demo course in the sandbox: an approved purchase to list. */
async function approvedPurchaseByPanelStudent(page: Page): Promise<CourseDetail> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: E2E_PANEL_STUDENT.email, password: E2E_PANEL_STUDENT.password },
  });
  expect(login.ok()).toBe(true);
  return (await buyInSandbox(page, E2E_PANEL_STUDENT.email)).course;
}

describe('the administration panel', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('sends a signed-out visitor to the login, and a student from there to the home page', async () => {
    const page = await openPage('/panel/users');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/panel/users');

    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByLabel('Correo electrónico').fill(E2E_STUDENT.email);
    await form.getByLabel('Contraseña').fill(E2E_STUDENT.password);
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/panel');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'Panel de administración' }).count()).toBe(0);
    expect((await page.request.get('/api/admin/stats')).status()).toBe(403);
    await page.context().close();
  });

  it('finds a student without accents, gives him a course, and he then sees it', async () => {
    const page = await openAsAdmin('/panel/users');
    await page.getByRole('link', { name: 'Usuarios', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Usuarios' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByLabel('Buscar usuario').fill('tomas alvarez');
    await waitForParam(page, 'search', 'tomas alvarez');
    const row = page.getByRole('row', { name: /Tomás Álvarez/ });
    await row.waitFor();
    await page.getByText('1 usuario', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Editar/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuario' });
    await dialog.getByLabel(GIVEN_COURSE).waitFor();
    expect(await dialog.getByLabel('Usuario', { exact: true }).inputValue()).toBe(
      E2E_PANEL_STUDENT.username,
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel(GIVEN_COURSE).check();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Guardamos los cambios del usuario.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();

    // The search is in the address: a reload shows the same list.
    await page.reload();
    await page.getByRole('row', { name: /Tomás Álvarez/ }).waitFor();
    expect(await page.getByLabel('Buscar usuario').inputValue()).toBe('tomas alvarez');
    await expectNoSeriousA11yViolations(page);
    await page.context().close();

    const student = await openPage('/');
    await signIn(student, E2E_PANEL_STUDENT.email, E2E_PANEL_STUDENT.password);
    await student.goto('/account/courses');
    await student.locator('main article', { hasText: GIVEN_COURSE }).waitFor();
    await student.context().close();
  });

  it('filters the purchases, keeps the filter on reload, and exports them as CSV', async () => {
    const buyer = await openPage('/');
    const course = await approvedPurchaseByPanelStudent(buyer);
    await buyer.context().close();

    const page = await openAsAdmin('/panel/purchases');
    await page.getByLabel('Estado').selectOption({ label: 'Rechazadas' });
    await waitForParam(page, 'filter', 'rejected');
    await page.getByLabel('Buscar compra').fill('alvarez');
    await waitForParam(page, 'search', 'alvarez');
    await page.getByText('No hay compras que coincidan con la búsqueda.').first().waitFor();

    await page.getByLabel('Estado').selectOption({ label: 'Aprobadas' });
    await waitForParam(page, 'filter', 'approved');
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(course.title) });
    await row.getByText('Aprobado').waitFor();
    expect(await page.getByLabel('Estado').inputValue()).toBe('approved');
    expect(await page.getByLabel('Buscar compra').inputValue()).toBe('alvarez');

    await row.getByRole('button', { name: /^Ver datos/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Datos del pagador' });
    await dialog.getByText('Argentina').waitFor();
    await dialog.getByText('Godoy Cruz').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    const exportLink = page.getByRole('link', { name: 'Exportar CSV' });
    expect(await exportLink.getAttribute('href')).toBe(
      '/api/admin/purchases/export.csv?search=alvarez&filter=approved',
    );
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFFecha;Estado;')).toBe(true);
    expect(csv).toContain(course.title);
    expect(csv).toContain('Godoy Cruz');

    // The buyer's link opens the users list searched by the buyer's id.
    await row.getByRole('link', { name: E2E_PANEL_STUDENT.username }).click();
    await page.waitForURL((url) => url.pathname === '/panel/users');
    await page.getByRole('row', { name: /Tomás Álvarez/ }).waitFor();
    await page.context().close();
  });

  it('shows the sales chart and the sections on the dashboard', async () => {
    const page = await openAsAdmin('/panel');
    await page.getByRole('heading', { level: 1, name: 'Panel de administración' }).waitFor();
    const chart = page.getByRole('img', { name: /^Ingresos por día del / });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(/ventas? aprobadas?\./);
    expect(await chart.locator('rect').count()).toBe(30);
    await page.getByText('Ver las cifras de cada día').click();
    const days = page.getByRole('table', { name: 'Ventas aprobadas e ingresos por día' });
    await expect.poll(() => days.getByRole('row').count()).toBe(31);
    // The seeded checkout left unpaid got its reminder when the server started.
    const checkouts = page.getByRole('region', {
      name: /^Compras y recordatorios de los últimos 30 días/,
    });
    const figure = (label: string) =>
      checkouts.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    expect(Number(await figure('Recordatorios enviados').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await figure('Compras iniciadas').textContent())).toBeGreaterThanOrEqual(1);
    for (const [section, path] of [
      ['Usuarios', '/panel/users'],
      ['Cursos', '/panel/courses'],
      ['Compras', '/panel/purchases'],
    ]) {
      const card = page.getByRole('heading', { level: 3, name: section }).getByRole('link');
      expect(await card.getAttribute('href')).toBe(path);
    }
    expect(await page.title()).toMatch(/^Panel de administración \|/);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('reaches every panel page from the side menu at 1366 × 768, and from the folded menu on a phone', async () => {
    const links = panelMenu().flatMap((section) => section.links);
    const page = await openAsAdmin('/panel/users');
    await page.setViewportSize({ width: 1366, height: 768 });
    const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
    await menu.getByRole('link', { name: 'Usuarios', exact: true }).waitFor();
    // Every link whole on the first screen and the topmost thing where it is drawn: not cut,
    // not hidden, not under the site's header.
    for (const { label, to } of links) {
      const link = menu.getByRole('link', { name: label, exact: true });
      expect(await link.getAttribute('href')).toBe(to);
      const shown = await link.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const inside = x >= 0 && y >= 0 && x + width <= innerWidth && y + height <= innerHeight;
        return inside && element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      });
      expect(shown, label).toBe(true);
    }
    for (const group of ['Ventas', 'Cursos', 'Personas', 'Configuración']) {
      expect(await menu.getByRole('list', { name: group }).isVisible()).toBe(true);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    const fold = menu.getByRole('button', { name: 'Secciones del panel' });
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByRole('link', { name: 'Cupones', exact: true }).isVisible()).toBe(false);
    await fold.click();
    for (const { label } of links) {
      expect(await menu.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(
        true,
      );
    }
    await menu.getByRole('link', { name: 'Cupones', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/panel/coupons');
    await page.getByRole('heading', { level: 2, name: 'Cupones' }).waitFor();
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('lists the courses, hidden ones marked private, with links to create and edit', async () => {
    const page = await openAsAdmin('/panel/courses');
    const articles = page.locator('main article');
    await articles.first().waitFor();
    const all = await articles.count();
    expect(await page.getByRole('link', { name: 'Crear curso' }).getAttribute('href')).toBe(
      '/panel/courses/create',
    );
    await expectNoSeriousA11yViolations(page);

    // Other specs add courses: check what is listed, not how many.
    const onlyThose = (has: ReturnType<Page['getByText']>) =>
      expect
        .poll(async () => (await articles.count()) - (await articles.filter({ has }).count()))
        .toBe(0);

    await page.getByLabel('Visibilidad').selectOption({ label: 'Privados' });
    const hidden = articles.filter({ hasText: HIDDEN_COURSE });
    await hidden.getByText('Privado', { exact: true }).waitFor();
    await onlyThose(page.getByText('Privado', { exact: true }));
    expect(await hidden.getByRole('link', { name: /^Editar/ }).getAttribute('href')).toMatch(
      /^\/panel\/courses\/\d+\/ingresos-brutos-y-convenio-multilateral$/,
    );

    await page.getByLabel('Visibilidad').selectOption({ label: 'Todos' });
    await page.getByLabel('Buscar curso').fill('CONCILIACIONES');
    await page.waitForURL((url) => url.searchParams.get('search') === 'CONCILIACIONES');
    await articles.filter({ hasText: 'Práctica de conciliaciones bancarias' }).waitFor();
    await onlyThose(page.getByText(/conciliaciones/i));
    await page.getByLabel('Buscar curso').fill('');
    await expect.poll(() => articles.count()).toBe(all);
    await page.context().close();
  });
});
