import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_QUIZ_STUDENT } from '../support/e2e-seed';
import { signIn, useBrowser, useAdminSession, waitForHydration } from '../support/e2e';

/** Chooses an option of a question of the evaluation by their texts. */
async function choose(page: Page, question: string, option: string) {
  const group = page.getByRole('group', { name: question });
  await group.getByLabel(option, { exact: true }).check();
}

describe('unit evaluations in the browser', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('a student fails an evaluation without learning what was wrong, retries and passes, then a unit ends into its evaluation', async () => {
    const page = await openPage('about:blank');
    await signIn(page, E2E_QUIZ_STUDENT.email, E2E_QUIZ_STUDENT.password);
    const catalogue = await (await page.request.get('/api/courses')).json();
    const course = catalogue.courses.find(
      (candidate: { slug: string }) => candidate.slug === 'monotributo-de-cero-a-experto',
    );
    await page.goto(`/account/courses/${course.id}/${course.slug}?unit=1&module=1`);
    await waitForHydration(page);
    await page.getByText('0% completado').waitFor();

    const outline = page.getByRole('region', { name: 'Contenido del curso' });
    await outline.getByRole('link', { name: 'Evaluación' }).first().click();
    await page.getByRole('heading', { name: 'Evaluación' }).waitFor();
    // The page never received the answers.
    expect(await page.content()).not.toContain('"correct"');

    const first = '1. ¿Qué impuestos nacionales reemplaza el impuesto integrado del monotributo?';
    const second = /^2\. ¿Qué componentes tiene la cuota mensual/;
    const third = '3. ¿Qué define principalmente la categoría del monotributo?';
    // Only one of the two right options of the first question, and a wrong third answer.
    await choose(page, first, 'El IVA');
    await page
      .getByRole('group', { name: second })
      .getByLabel('Impuesto integrado', { exact: true })
      .check();
    await page
      .getByRole('group', { name: second })
      .getByLabel('Aporte jubilatorio (SIPA)', { exact: true })
      .check();
    await page.getByRole('group', { name: second }).getByLabel('Obra social').check();
    await choose(page, third, 'La cantidad de clientes');
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();

    // Before passing, an attempt says only that it failed: no score, nothing per question.
    await page
      .getByRole('status')
      .filter({ hasText: 'No aprobaste esta vez. Repasá las clases de la unidad' })
      .waitFor();
    expect(await page.getByText(/Correcta\.|Incorrecta\./).count()).toBe(0);
    expect(await page.getByText(/Obtuviste/).count()).toBe(0);
    await page.getByText('0% completado').waitFor();

    await page.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await choose(page, first, 'El Impuesto a las Ganancias');
    await choose(page, first, 'El IVA');
    for (const option of ['Impuesto integrado', 'Aporte jubilatorio (SIPA)', 'Obra social']) {
      await page.getByRole('group', { name: second }).getByLabel(option, { exact: true }).check();
    }
    await choose(page, third, 'Los ingresos brutos de los últimos 12 meses');
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();

    await page.getByRole('status').filter({ hasText: '¡Aprobaste! Obtuviste 100%.' }).waitFor();
    // Passed: question by question, with the explanations; at 100 % nothing to retry.
    await page.getByText(/Correcta\. El impuesto integrado reemplaza Ganancias e IVA/).waitFor();
    await page.getByText(/Correcta\. La cuota suma el impuesto integrado/).waitFor();
    expect(await page.getByRole('button', { name: 'Volver a intentarlo' }).count()).toBe(0);
    // 12 modules and 2 evaluations: one evaluation passed is 1 of 14.
    await page.getByText('7% completado').waitFor();
    await outline.getByText('Aprobada').waitFor({ state: 'attached' });

    await page.reload();
    await page.getByText('Tu mejor resultado: 100% (2 intentos).', { exact: false }).waitFor();
    await page.getByText('Aprobaste esta evaluación con 100%.').waitFor();
    expect(await page.getByRole('button', { name: 'Enviar respuestas' }).count()).toBe(0);
    await page.getByText('7% completado').waitFor();

    // 'Anterior' and 'Siguiente' follow the course's order: the evaluation sits between the
    // unit's last lesson and the next unit's first.
    const study = await (
      await page.request.get(`/api/user/courses/${course.id}/${course.slug}`)
    ).json();
    const units = study.course.units as { modules: { id: number }[] }[];
    const steps = page.getByRole('navigation', { name: 'Clases' });
    const lesson = (moduleId: number) =>
      `/account/courses/${course.id}/${course.slug}?lesson=${moduleId}`;
    expect(await steps.getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe(
      lesson(units[0]!.modules[2]!.id),
    );
    expect(await steps.getByRole('link', { name: 'Siguiente' }).getAttribute('href')).toBe(
      lesson(units[1]!.modules[0]!.id),
    );

    // The end of a unit's last video leads to its evaluation, not to the next unit.
    await page.goto(
      `/account/courses/${course.id}/${course.slug}?lesson=${units[1]!.modules[2]!.id}`,
    );
    await waitForHydration(page);
    const video = page.getByTestId('module-video');
    await video.waitFor();
    await video.evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      if (media.readyState < 1) await new Promise((done) => (media.onloadedmetadata = done));
      media.muted = true;
      if (Number.isFinite(media.duration)) media.currentTime = Math.max(0, media.duration - 0.5);
      await media.play();
    });
    await page
      .getByRole('status')
      .filter({ hasText: /^Evaluación de la unidad en \d s$/ })
      .waitFor();
    await page.waitForURL((url) => url.searchParams.get('evaluacion') === '1');
    expect(new URL(page.url()).searchParams.get('lesson')).toBe(String(units[1]!.modules[2]!.id));
    const evaluation = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Evaluación' }) });
    await evaluation.getByText('Unidad 2: Alta y facturación').waitFor();
    // Every question is answered with check boxes: none tells how many options are right.
    expect(await evaluation.getByRole('radio').count()).toBe(0);
    expect(await evaluation.getByRole('checkbox').count()).toBe(12);
    await page.context().close();
  }, 120_000);

  it('shows the admin the attempts and the most failed question, and edits a question in a dialog', async () => {
    const page = await openAsAdmin('/panel/courses');
    const list = await (await page.request.get('/api/admin/courses')).json();
    const course = list.courses.find(
      (candidate: { slug: string }) => candidate.slug === 'monotributo-de-cero-a-experto',
    );
    await page.goto(`/panel/courses/${course.id}/${course.slug}`);
    await waitForHydration(page);
    const stats = page.getByRole('region', { name: 'Resultados de las evaluaciones' });
    await stats
      .getByText(/2 intentos de 1 alumno · aprobaron 1 · tasa de aprobación 50%/)
      .waitFor();
    await stats
      .getByText(
        /¿Qué impuestos nacionales reemplaza el impuesto integrado del monotributo\?: 1 de 2/,
      )
      .waitFor();

    await page
      .getByRole('button', { name: /3 módulos · con evaluación/ })
      .first()
      .click();
    const quiz = page.getByRole('region', { name: 'Evaluación de la unidad 1' });
    expect(await quiz.getByLabel('Puntaje para aprobar (%)').inputValue()).toBe('70');
    await quiz.getByRole('button', { name: 'Editar pregunta 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar pregunta' });
    await dialog.getByLabel('Correcta').first().uncheck();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByText('Marcá al menos una opción correcta.').waitFor();
    await dialog.getByLabel('Correcta').first().check();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await quiz.getByText('(1 de 3 correctas)').waitFor();
    await page.context().close();
  });
});
