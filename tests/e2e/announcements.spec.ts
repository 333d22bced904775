import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyInSandbox } from '../support/e2e-purchases';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useBrowser,
  useAdminSession,
  waitForMail,
} from '../support/e2e';

describe('announcements in the browser', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  /** A new student who bought the demo course 1 (and got its receipt). */
  async function student() {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    const { course } = await buyInSandbox(page, person.email, 1);
    return { page, email: person.email, course };
  }

  /** Composes and sends an announcement to the owners of `courseTitle` in 'Anuncios'. */
  async function announce(page: Page, courseTitle: string, subject: string) {
    const form = page.getByRole('form', { name: 'Nuevo anuncio' });
    await form.getByLabel('Destinatarios').selectOption({ label: courseTitle });
    await form.getByLabel('Asunto').fill(subject);
    await form
      .getByLabel('Texto')
      .fill('Agregamos la **Unidad 5**: *Ganancias de personas humanas*. ¡Ya la podés ver!');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar el anuncio' });
    await dialog.getByText(/^Le va a llegar a \d+ alumnos?\. ¿Lo enviamos\?$/).waitFor();
    await dialog.getByRole('button', { name: 'Sí, enviar' }).click();
    await page.getByText(/^Estamos enviando el anuncio a \d+ alumnos?\.$/).waitFor();
  }

  it('the admin sends one, a student unsubscribes from its header link, and gets receipts but no more announcements', async () => {
    const leaving = await student();
    const staying = await student();
    const { course } = leaving;

    const panel = await openAsAdmin('/panel');
    await panel
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Anuncios' })
      .click();
    const form = panel.getByRole('form', { name: 'Nuevo anuncio' });
    // A wrong field is said beside it.
    await form.getByRole('button', { name: 'Vista previa' }).click();
    await form.getByText('Ingresá el asunto.').waitFor();

    const first = `Novedades ${randomUUID().slice(0, 8)}`;
    await form.getByLabel('Destinatarios').selectOption({ label: course.title });
    await form.getByLabel('Asunto').fill(first);
    await form.getByLabel('Texto').fill('Agregamos la **Unidad 5**.');
    await form.getByRole('button', { name: 'Vista previa' }).click();
    const preview = panel.getByTestId('announcement-preview');
    // The markdown as the mail shows it, inside the firm's layout.
    await preview.locator('strong', { hasText: 'Unidad 5' }).waitFor();
    await preview.getByText('Contadores públicos').waitFor();
    await expectNoSeriousA11yViolations(panel);
    await announce(panel, course.title, first);
    await panel.getByRole('list', { name: 'Anuncios enviados' }).getByText(first).waitFor();

    const mail = await waitForMail(leaving.email, (m) => m.subject === first);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = /<(https?:\/\/[^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(header).toBeDefined();
    const unsubscribe = new URL(header!);

    // Opened without a session: it asks first, then one click unsubscribes.
    const stranger = await openPage('about:blank');
    await stranger.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await stranger.getByRole('button', { name: 'Confirmar la baja' }).click();
    await stranger.getByRole('heading', { level: 1, name: 'Listo: te dimos de baja' }).waitFor();
    await stranger.context().close();

    // The next announcement reaches the other student only; a receipt still reaches both.
    // This time from the course: 'Avisar a los alumnos' starts one for its students.
    await panel.goto(`/panel/courses/${course.id}/${course.slug}`);
    await panel.getByRole('link', { name: 'Avisar a los alumnos' }).click();
    const started = panel.getByRole('form', { name: 'Nuevo anuncio' });
    await started.getByLabel('Asunto').waitFor();
    // Chosen once the course list arrives.
    await expect
      .poll(() => started.getByLabel('Destinatarios').inputValue())
      .toBe(String(course.id));
    expect(await started.getByLabel('Asunto').inputValue()).toBe(`Novedades en «${course.title}»`);
    const second = `Más novedades ${randomUUID().slice(0, 8)}`;
    await announce(panel, course.title, second);
    await waitForMail(staying.email, (m) => m.subject === second);
    await expect(waitForMail(leaving.email, (m) => m.subject === second)).rejects.toThrow();
    const { course: another } = await buyInSandbox(leaving.page, leaving.email, 2);
    await waitForMail(
      leaving.email,
      (m) => m.subject === `Confirmamos tu compra: ${another.title}`,
    );

    for (const page of [panel, leaving.page, staying.page]) await page.context().close();
  });
});
