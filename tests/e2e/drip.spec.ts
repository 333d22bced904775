import { describe, expect, it } from 'vitest';
import { availableOn } from '../../src/shared/unit-release';
import type { AdminCourse } from '../../src/shared/responses/admin';
import type { StudyCourse } from '../../src/shared/responses/learning';
import { E2E_DRIP_STUDENT } from '../support/e2e-seed';
import { signIn, useAdminSession, useBrowser, waitForHydration } from '../support/e2e';

describe('units released over time (drip)', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('shows a student the locked unit with the day it opens, and a link to its lesson shows that day', async () => {
    const page = await openPage('about:blank');
    await signIn(page, E2E_DRIP_STUDENT.email, E2E_DRIP_STUDENT.password);
    const catalogue = await (await page.request.get('/api/courses')).json();
    const { id, slug } = catalogue.courses.find(
      (candidate: { slug: string }) => candidate.slug === 'contabilidad-basica-y-partida-doble',
    );
    const study = await page.request.get(`/api/user/courses/${id}/${slug}`);
    const { course } = (await study.json()) as { course: StudyCourse };
    const locked = course.units[3]!;
    expect(locked.locked).toBe(true);
    const available = availableOn(locked.opensOn!);
    expect(available).toMatch(/^Disponible el \d{2}\/\d{2}$/);

    await page.goto(`/account/courses/${id}/${slug}`);
    await waitForHydration(page);
    const outline = page.getByRole('region', { name: 'Contenido del curso' });
    const unit = outline.getByRole('button', { name: /Unidad 4: Cierre del ejercicio/ });
    await unit.getByText(available).waitFor();
    await unit.click();
    const lessons = outline.getByRole('region', { name: /Unidad 4: Cierre del ejercicio/ });
    await lessons.getByText('1. Amortizaciones y previsiones').waitFor();
    expect(await lessons.getByRole('link').count()).toBe(0);

    await page.goto(`/account/courses/${id}/${slug}?lesson=${locked.modules[0]!.id}`);
    const stage = page.getByRole('status').filter({ hasText: available });
    await stage.getByText('Unidad 4: Cierre del ejercicio').waitFor();
    expect(await page.locator('video, iframe').count()).toBe(0);
  });

  it("saves a unit's release chosen in the editor, with its field's error next to it", async () => {
    const admin = await openAsAdmin('/panel');
    const created = await admin.request.post('/api/admin/courses/create', {
      data: {
        title: `Cierre contable ${Date.now().toString(36)}`,
        description: 'Del balance de sumas y saldos al estado de resultados.',
        category: 'profession',
        visibility: false,
        price: '21000',
        picture: null,
        units: [
          { title: 'Balance', modules: [{ title: 'Sumas y saldos', videoId: '' }] },
          { title: 'Resultados', modules: [{ title: 'Estado de resultados', videoId: '' }] },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const { id, slug } = ((await created.json()) as { course: AdminCourse }).course;

    await admin.goto(`/panel/courses/${id}/${slug}`);
    const form = admin.getByRole('form', { name: 'Editar curso' });
    await form.getByLabel('Unidad 2', { exact: true }).waitFor();
    const second = form
      .getByRole('listitem')
      .filter({ has: admin.getByLabel('Unidad 2', { exact: true }) });
    await second.getByRole('button', { name: /1 módulo/ }).click();
    await second.getByLabel('Liberación').selectOption({ label: 'Días después de la inscripción' });
    await second.getByLabel('Días después de la inscripción').fill('0');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await second.getByText('Ingresá al menos 1 día.').waitFor();

    await second.getByLabel('Días después de la inscripción').fill('10');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await admin.getByText('Guardamos los cambios del curso.').waitFor();
    const saved = await admin.request.get(`/api/admin/courses/${id}/${slug}`);
    const units = ((await saved.json()) as { course: AdminCourse }).course.units;
    expect(units.map((unit) => [unit.releaseAfterDays, unit.releaseDate])).toEqual([
      [null, null],
      [10, null],
    ]);
  });
});
