import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_NEEDS_CONTENT } from '../../src/server/modules/courses/publishing';
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  useAdminSession,
  waitForHydration,
} from '../support/e2e';
import type { AdminCourse, AdminCourseCard } from '../../src/shared/responses/admin';

const suffix = Date.now().toString(36);
const TITLE = `Monotributo desde cero ${suffix}`;
const NEW_TITLE = `Monotributo paso a paso ${suffix}`;

/** The course's id and current slug, as the panel's list knows them. */
async function findCourse(page: Page, title: string): Promise<AdminCourseCard> {
  const answer = await page.request.get('/api/admin/courses');
  const { courses } = (await answer.json()) as { courses: AdminCourseCard[] };
  const course = courses.find((item) => item.title === title);
  if (!course) throw new Error(`no course titled ${title}`);
  return course;
}

/** The ids of the course's modules by title, as the editor loads them. */
async function moduleIds(page: Page, courseId: number): Promise<Record<string, number>> {
  const answer = await page.request.get(`/api/admin/courses/${courseId}/x`);
  const { course } = (await answer.json()) as { course: AdminCourse };
  const modules = course.units.flatMap((unit) => unit.modules);
  return Object.fromEntries(modules.map((module) => [module.title, module.id]));
}

/**
 * Opens the dialog of the item titled `title` in `scope` (a module, a material, a learning
 * point), fills its fields by label and confirms.
 */
async function editItem(
  scope: Locator,
  noun: string,
  title: string,
  fields: Record<string, string>,
) {
  await scope.getByRole('button', { name: `Editar ${noun}: ${title}` }).click();
  const dialog = scope.page().getByRole('dialog', { name: `Editar ${noun}` });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The row of a list (an item, a unit) holding `content`: a text or an element. */
const row = (scope: Locator, content: string | Locator) =>
  scope
    .getByRole('listitem')
    .filter(typeof content === 'string' ? { hasText: content } : { has: content });

/** The unit shown as 'Unidad N' in the editor. */
const unitNumber = (form: Locator, n: number) =>
  row(form, form.page().getByLabel(`Unidad ${n}`, { exact: true }));

/** Waits for a screen-reader announcement (a drag picked up, moved, dropped). */
const announced = (page: Page, text: string) =>
  page.locator('[aria-live]', { hasText: text }).waitFor({ state: 'attached' });

/** The module titles of a unit, in order, as the public course page lists them. */
async function publicModules(page: Page, unit: RegExp): Promise<string[]> {
  // The outline is a later part of the page: a click before its code arrives is lost.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const trigger = page.getByRole('button', { name: unit });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  return page.getByRole('region', { name: unit }).getByRole('listitem').allTextContents();
}

describe('the course editor', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('creates a course with a cover, units, modules, material, a learning point and what it includes', async () => {
    const page = await openAsAdmin('/panel/courses/create');
    const form = page.getByRole('form', { name: 'Crear curso' });
    await form.getByLabel('Título', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const cover = await sharp({
      create: { width: 64, height: 36, channels: 3, background: '#1b4064' },
    })
      .png()
      .toBuffer();
    await form
      .getByLabel('Imagen de portada')
      .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: cover });
    await form.locator('img[src^="data:image/png"]').waitFor();

    await form.getByLabel('Título', { exact: true }).fill(TITLE);
    await form
      .getByLabel('Descripción')
      .fill('Todo lo que hay que saber para empezar como monotributista.');
    await form.getByLabel('Categoría').selectOption({ label: 'Primeros pasos' });
    await form.getByLabel('Precio (ARS)').fill('18500');

    await form.getByRole('button', { name: 'Agregar aprendizaje' }).click();
    await editItem(form, 'aprendizaje', 'Aprendés a...', {
      Aprendizaje: 'Aprendés a elegir tu categoría.',
    });

    // Public with nothing to study: refused, with the reason next to the visibility.
    await form.getByRole('button', { name: 'Crear curso', exact: true }).click();
    const visibility = form.getByLabel('Visibilidad');
    await form.getByText(PUBLIC_NEEDS_CONTENT).waitFor();
    expect(await visibility.getAttribute('aria-invalid')).toBe('true');
    const described = (await visibility.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${described.split(' ')[0]}"]`).textContent()).toContain(
      PUBLIC_NEEDS_CONTENT,
    );
    expect(new URL(page.url()).pathname).toBe('/panel/courses/create');

    // What it includes: two lines, the second moved up.
    const included = form.getByRole('list', { name: /^Incluye/ });
    for (const line of ['Escalas vigentes en PDF', 'Simulador de categoría']) {
      await form.getByRole('button', { name: 'Agregar línea' }).click();
      await editItem(form, 'línea', 'sin título', { 'Qué incluye': line });
    }
    await included.getByRole('button', { name: 'Subir línea: Simulador de categoría' }).click();
    expect(
      await included
        .getByRole('listitem')
        .getByText(/^(Escalas|Simulador)/)
        .allTextContents(),
    ).toEqual(['Simulador de categoría', 'Escalas vigentes en PDF']);

    await form.getByRole('button', { name: 'Agregar unidad' }).click();
    await form.getByLabel('Unidad 1', { exact: true }).fill('Alta en el régimen');
    await form.getByRole('button', { name: 'Agregar unidad' }).click();
    await form.getByLabel('Unidad 2', { exact: true }).fill('Facturación');
    await form.getByRole('heading', { name: 'Unidades • 2' }).waitFor();

    const firstUnit = unitNumber(form, 1);
    await firstUnit.getByRole('button', { name: 'Agregar módulo' }).click();
    await firstUnit.getByRole('button', { name: 'Editar módulo: Nuevo módulo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar módulo' });
    await dialog.getByLabel('Título').fill('Requisitos');
    await dialog.getByLabel('Video', { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
    await dialog.getByLabel('Vista previa gratuita').check();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await firstUnit.getByRole('button', { name: 'Agregar módulo' }).click();
    await editItem(firstUnit, 'módulo', 'Nuevo módulo', {
      Título: 'Categorías',
      'Duración (minutos)': '25',
    });
    const secondUnit = unitNumber(form, 2);
    await secondUnit.getByRole('button', { name: 'Agregar módulo' }).click();
    await editItem(secondUnit, 'módulo', 'Nuevo módulo', { Título: 'Factura C' });
    // An evaluation makes the unit taller: the list grows with it, no box of its own to scroll,
    // and 'Agregar pregunta' shows whole.
    await firstUnit.getByRole('button', { name: 'Agregar evaluación' }).click();
    const addQuestion = firstUnit.getByRole('button', { name: 'Agregar pregunta' });
    await addQuestion.waitFor();
    const scrollBoxes = await addQuestion.evaluate((button) => {
      const boxes: string[] = [];
      for (let box = button.parentElement; box && box.tagName !== 'FORM'; box = box.parentElement) {
        const { overflowY } = getComputedStyle(box);
        const scrolls = overflowY === 'auto' || overflowY === 'scroll';
        if (scrolls && box.scrollHeight > box.clientHeight + 1) boxes.push(box.tagName);
      }
      return boxes;
    });
    expect(scrollBoxes).toEqual([]);
    await firstUnit.getByRole('button', { name: 'Eliminar evaluación de la unidad 1' }).click();
    await page.getByRole('button', { name: 'Sí, eliminar.' }).click();
    await firstUnit.getByRole('button', { name: 'Agregar evaluación' }).waitFor();
    const modules = form.getByRole('list', { name: 'Módulos de la unidad 1' });
    await row(modules, 'Requisitos').getByText('Con video').waitFor();
    await row(modules, 'Requisitos').getByText('Vista previa').waitFor();
    expect(await row(modules, 'Categorías').getByText('Vista previa').count()).toBe(0);
    await row(modules, 'Categorías').getByText('Sin video').waitFor();

    await form.getByRole('button', { name: 'Agregar material' }).click();
    await editItem(form, 'material', 'Nuevo material', {
      Título: 'Escalas vigentes',
      Enlace: 'https://example.com/escalas.pdf',
    });
    await row(form, 'Escalas vigentes').getByText('Con material').waitFor();

    await form.getByRole('button', { name: 'Crear curso', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/panel/courses');
    await page.getByText('Creamos el curso.').waitFor();

    await page.goto('/courses');
    await page.locator('main article', { hasText: TITLE }).waitFor();
    const { id, slug, picture } = await findCourse(page, TITLE);
    expect(picture?.url).toMatch(/\.webp$/);
    // What it includes is in the page the server sends, before any script runs.
    const rendered = await (await page.request.get(`/courses/${id}/${slug}`)).text();
    expect(rendered).toContain('Simulador de categoría');
    await page.goto(`/courses/${id}/${slug}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByText('Aprendés a elegir tu categoría.').waitFor();
    expect(
      await page
        .getByRole('list', { name: 'Incluye' })
        .first()
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['Simulador de categoría', 'Escalas vigentes en PDF']);
    // The free lesson is offered as such: 'Ver gratis' beside its title, and only there.
    expect(await publicModules(page, /Unidad 1: Alta en el régimen/)).toEqual([
      'RequisitosVer gratis',
      'Categorías',
    ]);
    await page.getByRole('link', { name: 'Ver gratis: Requisitos' }).waitFor();
    expect(await publicModules(page, /Unidad 2: Facturación/)).toEqual(['Factura C']);
    await page.context().close();
  }, 120_000);

  it('renames the course, reorders and deletes modules, and the course page follows', async () => {
    const page = await openAsAdmin('/panel/courses');
    const { id, slug } = await findCourse(page, TITLE);
    const idsBefore = await moduleIds(page, id);
    await page.goto(`/panel/courses/${id}/${slug}`);
    const form = page.getByRole('form', { name: 'Editar curso' });
    const title = form.getByLabel('Título', { exact: true });
    await title.waitFor();
    expect(await title.inputValue()).toBe(TITLE);
    await title.fill(NEW_TITLE);

    const firstUnit = unitNumber(form, 1);
    await firstUnit.getByRole('button', { name: '2 módulos' }).click();
    await firstUnit.getByRole('button', { name: 'Subir módulo: Categorías' }).click();
    const modules = form.getByRole('list', { name: 'Módulos de la unidad 1' });
    expect(
      await modules
        .getByRole('listitem')
        .getByText(/^(Requisitos|Categorías)$/)
        .allTextContents(),
    ).toEqual(['Categorías', 'Requisitos']);

    // The keyboard way: pick unit 2 up by its handle, move it up, drop it.
    await form.getByRole('button', { name: 'Mover unidad: Facturación' }).focus();
    await page.keyboard.press('Space');
    await announced(page, 'Sobre la posición 2 de 2.');
    // The sensor measures the list after the pick-up; a key pressed before that moves nothing,
    // and pressing again at the top stays at the top.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowUp');
          return page.locator('[aria-live]', { hasText: 'Sobre la posición 1 de 2.' }).count();
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await announced(page, 'Soltaste la unidad «Facturación» en la posición 1 de 2.');
    expect(await form.getByLabel('Unidad 1', { exact: true }).inputValue()).toBe('Facturación');

    const billing = unitNumber(form, 1);
    await billing.getByRole('button', { name: '1 módulo' }).click();
    await billing.getByRole('button', { name: 'Eliminar módulo: Factura C' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar módulo' });
    await confirm.getByText('¿Estás seguro de eliminar este módulo?').waitFor();
    await confirm.getByRole('button', { name: 'Sí, eliminar.' }).click();
    await billing.getByText('Esta unidad todavía no tiene módulos.').waitFor();

    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/courses');
    await page.getByText('Guardamos los cambios del curso.').waitFor();

    const renamed = await findCourse(page, NEW_TITLE);
    expect(renamed.id).toBe(id);
    // Moved modules keep their ids (and with them the students' progress).
    expect(await moduleIds(page, id)).toEqual({
      Categorías: idsBefore['Categorías'],
      Requisitos: idsBefore['Requisitos'],
    });
    await page.goto(`/courses/${id}/${renamed.slug}`);
    await page.getByRole('heading', { name: NEW_TITLE, level: 1 }).waitFor();
    expect(await publicModules(page, /Unidad 1: Facturación/)).toEqual([]);
    // Moved to another place, the free lesson is still one.
    expect(await publicModules(page, /Unidad 2: Alta en el régimen/)).toEqual([
      'Categorías',
      'RequisitosVer gratis',
    ]);
    await page.context().close();
  });

  it("shows the server's message on the material and in its dialog, and refuses a heavy cover", async () => {
    const page = await openAsAdmin('/panel/courses');
    const { id, slug } = await findCourse(page, NEW_TITLE);
    await page.goto(`/panel/courses/${id}/${slug}`);
    const form = page.getByRole('form', { name: 'Editar curso' });

    await form.getByLabel('Imagen de portada').setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await form.getByText('La imagen pesa más de 5 MB: elegí una más liviana.').waitFor();

    await editItem(form, 'material', 'Escalas vigentes', { Enlace: 'escalas.pdf' });
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    const material = row(form, 'Escalas vigentes');
    await material
      .getByText(
        'El enlace debe empezar con http:// o https:// (o con / para un archivo del sitio).',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/panel/courses/${id}/${slug}`);

    await material.getByRole('button', { name: 'Editar material: Escalas vigentes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar material' });
    const link = dialog.getByLabel('Enlace');
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    await dialog
      .getByText(
        'El enlace debe empezar con http:// o https:// (o con / para un archivo del sitio).',
      )
      .waitFor();
    await link.fill('https://example.com/escalas-2025.pdf');
    expect(await link.getAttribute('aria-invalid')).toBeNull();
    await page.context().close();
  });

  it('says so when the course cannot be loaded', async () => {
    const page = await openAsAdmin('/panel/courses/999999/no-existe');
    await page
      .getByText('Ocurrió un error al obtener información del curso. Intente de nuevo más tarde.')
      .waitFor();
    await page.context().close();
  });

  it('asks before leaving with unsaved changes', async () => {
    const page = await openAsAdmin('/panel/courses/create');
    const form = page.getByRole('form', { name: 'Crear curso' });
    await form.getByLabel('Título', { exact: true }).fill('Un curso a medio hacer');

    await page.getByRole('link', { name: 'Usuarios' }).click();
    const ask = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await ask.getByRole('button', { name: 'Seguir editando' }).click();
    expect(new URL(page.url()).pathname).toBe('/panel/courses/create');
    expect(await form.getByLabel('Título', { exact: true }).inputValue()).toBe(
      'Un curso a medio hacer',
    );

    const closing = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const question = await closing;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();

    await page.getByRole('link', { name: 'Usuarios' }).click();
    await ask.getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/users');
    await page.context().close();
  });
});
