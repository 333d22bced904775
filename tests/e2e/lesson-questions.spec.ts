import { describe, expect, it } from 'vitest';
import type { StudyCourse } from '../../src/shared/responses/learning';
import { buyInSandbox } from '../support/e2e-purchases';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useBrowser,
  useAdminSession,
  waitForMail,
} from '../support/e2e';

describe('questions under a lesson in the browser', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('a student asks in the player, the admin answers in Preguntas, and the e-mail leads to the answer', async () => {
    const student = await openPage('/');
    const person = await signUpThroughApi(student);
    const { course } = await buyInSandbox(student, person.email, 1);
    const units = (
      (await (await student.request.get(`/api/user/courses/${course.id}/x`)).json()) as {
        course: StudyCourse;
      }
    ).course.units;
    const lesson = units[0]!.modules[1]!;
    const question = `¿La factura C lleva IVA discriminado? (${person.username})`;

    await student.goto(`/account/courses/${course.id}/${course.slug}?lesson=${lesson.id}`);
    await student.getByRole('heading', { name: lesson.title }).waitFor();
    await student.getByRole('tab', { name: 'Preguntas' }).click();
    const form = student.getByRole('form', { name: 'Hacer una pregunta' });
    await form.getByRole('button', { name: 'Enviar pregunta' }).click();
    await form.getByText('Ingresá tu pregunta.').waitFor();
    await form.getByLabel('Tu pregunta sobre esta lección').fill(question);
    await form.getByRole('button', { name: 'Enviar pregunta' }).click();
    await student.getByText('Recibimos tu pregunta.', { exact: false }).waitFor();
    const asked = student.getByRole('listitem', { name: 'Pregunta de Carla M.' });
    await asked.getByText(question).waitFor();
    await asked.getByText('Todavía sin respuesta.').waitFor();
    expect(await form.getByLabel('Tu pregunta sobre esta lección').inputValue()).toBe('');
    await expectNoSeriousA11yViolations(student);

    const admin = await openAsAdmin('/panel');
    await admin.getByRole('link', { name: /preguntas? sin responder/ }).waitFor();
    await admin
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Preguntas' })
      .click();
    await admin.waitForURL((url) => url.pathname === '/panel/questions');
    await admin.getByRole('combobox', { name: 'Curso' }).selectOption({ label: course.title });
    await admin.waitForURL((url) => url.searchParams.get('courseId') === String(course.id));
    const card = admin.getByRole('listitem', { name: 'Pregunta de Carla Medina' }).filter({
      hasText: question,
    });
    await card.getByText('Sin responder', { exact: true }).waitFor();
    await card.getByText(`${course.title} · ${lesson.title}`).waitFor();
    await expectNoSeriousA11yViolations(admin);

    await card.getByRole('button', { name: 'Responder a Carla Medina' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Responder a Carla Medina' });
    await dialog.getByRole('button', { name: 'Enviar respuesta' }).click();
    await dialog.getByText('Ingresá la respuesta.').waitFor();
    await dialog
      .getByLabel('Respuesta')
      .fill('No: el monotributista emite factura **C**, sin IVA discriminado.');
    await dialog.getByRole('button', { name: 'Enviar respuesta' }).click();
    await admin.getByText('Guardamos la respuesta; al alumno le llega por correo.').waitFor();
    await card.getByText('Respondida', { exact: true }).waitFor();
    await admin.context().close();

    const mail = await waitForMail(person.email, (m) =>
      m.subject.startsWith('Respondimos tu pregunta'),
    );
    expect(mail.text).toContain(question);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    await student.goto(link!);
    await student.getByRole('heading', { name: lesson.title }).waitFor();
    await student.getByRole('tab', { name: 'Preguntas' }).click();
    const answered = student.getByRole('listitem', { name: 'Pregunta de Carla M.' });
    await answered.getByText(question).waitFor();
    const answer = answered.getByText('No: el monotributista emite factura', { exact: false });
    await answer.waitFor();
    expect(await answered.locator('strong', { hasText: 'C' }).count()).toBe(1);
    await student.context().close();
  });
});
