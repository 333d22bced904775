import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/shared/money';
import type { AdminCourseCard } from '../../src/shared/responses/admin';
import { expectNoSeriousA11yViolations, useAdminSession, useBrowser } from '../support/e2e';

const TITLE = 'Ruta de impuestos para pymes';
const SLUG = 'ruta-de-impuestos-para-pymes';

/** Two courses of the panel's list, as the admin's session reads them. */
async function twoCourses(page: Page): Promise<[AdminCourseCard, AdminCourseCard]> {
  const answer = await page.request.get('/api/admin/courses');
  expect(answer.ok(), await answer.text()).toBe(true);
  const { courses } = (await answer.json()) as { courses: AdminCourseCard[] };
  expect(courses.length).toBeGreaterThanOrEqual(2);
  return [courses[0]!, courses[1]!];
}

/** The titles of the chosen courses, in the route's order. */
const chosenTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Cursos de la ruta' })
    .getByRole('listitem')
    .locator('p.font-medium')
    .allTextContents();

describe("the 'Rutas de aprendizaje' in the panel", () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('creates a route of two courses after refusing one, edits its price and lists it', async () => {
    const page = await openAsAdmin('/panel/courses');
    const [first, second] = await twoCourses(page);

    // Reached from 'Cursos', which stays current in the side menu.
    await page.getByRole('link', { name: 'Rutas de aprendizaje' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/courses/bundles');
    await page.getByRole('heading', { name: 'Rutas de aprendizaje', level: 2 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
    const coursesLink = menu.getByRole('link', { name: 'Cursos', exact: true });
    expect(await coursesLink.getAttribute('aria-current')).toBe('page');
    await page.getByText('Cómo armar una ruta').waitFor();

    await page.getByRole('link', { name: 'Nueva ruta' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/courses/bundles/create');
    const form = page.getByRole('form', { name: 'Nueva ruta' });
    await form.getByLabel('Título').fill(TITLE);
    await form
      .getByLabel('Descripción')
      .fill('IVA, Ganancias y conciliaciones, en el orden en que se usan en una pyme.');
    await form.getByLabel('Precio (ARS)', { exact: true }).fill('30000');

    // One course only: the server's message beside the courses, and the focus there.
    const adding = form.getByLabel('Agregar un curso');
    await adding.selectOption(String(first.id));
    await form.getByRole('button', { name: 'Agregar curso' }).click();
    expect(await chosenTitles(page)).toEqual([`1. ${first.title}`]);
    await form.getByRole('button', { name: 'Crear ruta' }).click();
    await form.getByText('Elegí al menos 2 cursos.').waitFor();
    expect(await adding.getAttribute('aria-invalid')).toBe('true');
    expect(await adding.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // The second, moved up with the keyboard; the sum of both and the saving.
    await adding.selectOption(String(second.id));
    await form.getByRole('button', { name: 'Agregar curso' }).click();
    expect(await adding.getAttribute('aria-invalid')).toBeNull();
    const up = form.getByRole('button', { name: `Subir curso: ${second.title}` });
    await up.focus();
    await page.keyboard.press('Enter');
    expect(await chosenTitles(page)).toEqual([`1. ${second.title}`, `2. ${first.title}`]);
    const separate = first.price + second.price;
    await form.getByText(formatPrice(separate), { exact: true }).waitFor();
    if (separate > 30_000) {
      await form.getByText(`se ahorra ${formatPrice(separate - 30_000)}`).waitFor();
    }

    await form.getByRole('button', { name: 'Crear ruta' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/courses/bundles');
    await page.getByText('Creamos la ruta.').waitFor();
    const table = page.getByRole('table', { name: /Rutas de aprendizaje/ });
    const row = table.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 5)).toEqual(['2', formatPrice(30_000), 'Pública', '0']);
    const publicLink = row.getByRole('link', { name: new RegExp(`/rutas/\\d+/${SLUG}`) });
    expect(await publicLink.getAttribute('href')).toMatch(new RegExp(`^/rutas/\\d+/${SLUG}$`));

    // Edited: filled from the route as saved, then a new price.
    await row.getByRole('link', { name: `Editar ${TITLE}` }).click();
    await page.waitForURL((url) => /^\/panel\/courses\/bundles\/\d+$/.test(url.pathname));
    const edit = page.getByRole('form', { name: 'Editar ruta' });
    expect(await edit.getByLabel('Título').inputValue()).toBe(TITLE);
    expect(await edit.getByLabel('Dirección (slug)').inputValue()).toBe(SLUG);
    expect(await chosenTitles(page)).toEqual([`1. ${second.title}`, `2. ${first.title}`]);
    await edit.getByLabel('Precio (ARS)', { exact: true }).fill('25000');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/courses/bundles');
    await page.getByText('Guardamos la ruta.').waitFor();
    await row.getByText(formatPrice(25_000), { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // On a phone, a card.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page
      .getByRole('list', { name: 'Rutas de aprendizaje' })
      .getByRole('listitem')
      .filter({ hasText: TITLE });
    await card.getByText(formatPrice(25_000), { exact: true }).waitFor();
    expect(await table.isVisible()).toBe(false);
    await page.context().close();
  });
});
