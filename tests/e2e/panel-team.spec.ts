import { describe, expect, it } from 'vitest';
import type { AdminCourse } from '../../src/shared/responses/admin';
import { expectNoSeriousA11yViolations, useAdminSession, useBrowser } from '../support/e2e';

describe("the firm's team ('Equipo') and the course's teacher", () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('adds a person in Equipo, chooses them in the course editor, and the course page presents them', async () => {
    const suffix = Date.now().toString(36);
    const name = `Valeria Quiroga ${suffix}`;
    const page = await openAsAdmin('/panel/settings');

    // Reached from 'Configuración', which stays current in the side menu.
    await page.getByRole('link', { name: 'Equipo', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/panel/settings/equipo');
    await page.getByRole('heading', { name: 'Equipo', level: 2 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
    const settings = menu.getByRole('link', { name: 'Configuración', exact: true });
    expect(await settings.getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Nuevo integrante' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo integrante' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Título o cargo').fill('Contadora pública (UBA)');
    await dialog.getByLabel('Presentación').fill('Corta.');
    await dialog.getByRole('button', { name: 'Agregar al equipo' }).click();
    await dialog.getByText('La presentación debe tener al menos 20 caracteres.').waitFor();
    await dialog
      .getByLabel('Presentación')
      .fill('Especialista en IVA y Ganancias; asesora a pymes y profesionales hace doce años.');
    await dialog.getByRole('button', { name: 'Agregar al equipo' }).click();
    await page.getByText('Sumamos a la persona al equipo.').waitFor();
    await page.getByRole('listitem', { name }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const created = await page.request.post('/api/admin/courses/create', {
      data: {
        title: `Ganancias para profesionales ${suffix}`,
        description: 'Cómo liquidar Ganancias de un profesional independiente.',
        category: 'profession',
        visibility: true,
        price: '18000',
        picture: null,
        units: [{ title: 'Conceptos', modules: [{ title: 'Sujetos', videoId: 'dQw4w9WgXcQ' }] }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = ((await created.json()) as { course: AdminCourse }).course;

    await page.goto(`/panel/courses/${id}/${slug}`);
    const form = page.getByRole('form', { name: 'Editar curso' });
    const teacher = form.getByLabel('Quién enseña');
    await teacher.waitFor();
    expect(await teacher.inputValue()).toBe('');
    await form.getByRole('link', { name: 'Administrar el equipo' }).waitFor();
    await teacher.selectOption({ label: name });
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Guardamos los cambios del curso.').waitFor();

    await page.goto(`/courses/${id}/${slug}`);
    const block = page.getByRole('region', { name: 'Quién enseña' });
    await block.getByText(name).waitFor();
    await block.getByText('Contadora pública (UBA)').waitFor();
    await page.context().close();
  }, 120_000);
});
