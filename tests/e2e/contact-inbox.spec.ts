import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../../src/shared/brand';
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  useAdminSession,
  waitForMail,
} from '../support/e2e';

describe('contact inbox in the browser', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('a visitor writes, the admin answers from Mensajes, and the answer reaches the visitor', async () => {
    const email = `consulta.${randomUUID().slice(0, 8)}@example.com`;
    const visitor = await openPage('/services');
    const form = visitor.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre').fill('Rocío Álvarez');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Mensaje').fill('¿El curso de Monotributo incluye la recategorización?');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await visitor.getByText('¡Gracias por escribirnos! Te responderemos a la brevedad.').waitFor();
    await visitor.context().close();

    const page = await openAsAdmin('/panel');
    await page.getByRole('link', { name: /mensajes? sin responder/ }).waitFor();
    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Mensajes' })
      .click();
    await page.getByLabel('Buscar mensaje').fill('rocio alvarez');
    await page.getByLabel('Buscar mensaje').press('Enter');
    const card = page.getByRole('listitem', { name: 'Mensaje de Rocío Álvarez' });
    await card.getByText(email).waitFor();
    expect(await card.getByText('Nuevo', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Sin cuenta en el sitio').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Responder a Rocío Álvarez' }).click();
    const dialog = page.getByRole('dialog', { name: 'Responder a Rocío Álvarez' });
    await dialog.getByRole('button', { name: 'Enviar respuesta' }).click();
    await dialog.getByText('Ingresá la respuesta.').waitFor();
    await dialog
      .getByLabel('Respuesta')
      .fill('Sí, la Unidad 3 explica la recategorización paso a paso.');
    await dialog.getByRole('button', { name: 'Enviar respuesta' }).click();
    await page.getByText('Enviamos tu respuesta por correo.').waitFor();
    await card.getByText('Respondido', { exact: true }).waitFor();
    await card.getByText('Sí, la Unidad 3 explica la recategorización paso a paso.').waitFor();

    const mail = await waitForMail(email, (m) => m.subject.startsWith('Respuesta a tu consulta'));
    expect(mail.replyTo).toBe(BRAND.email);
    expect(mail.text).toContain('Sí, la Unidad 3 explica la recategorización paso a paso.');
    expect(mail.text).toContain('> ¿El curso de Monotributo incluye la recategorización?');
    await page.context().close();
  });
});
