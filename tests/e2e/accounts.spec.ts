import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailedCode, newPerson, useBrowser, waitForMail } from '../support/e2e';

async function register(page: Page, person: ReturnType<typeof newPerson>) {
  const form = page.getByRole('form', { name: 'Registrarme' });
  await form.getByLabel('Nombre').fill(person.name);
  await form.getByLabel('Apellido').fill(person.lastname);
  await form.getByLabel('Usuario').fill(person.username);
  await form.getByLabel('Correo electrónico').fill(person.email);
  await form.getByLabel('Contraseña').fill(person.password);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
}

async function verifyWithMailedCode(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const mail = await waitForMail(email, (m) => /código/i.test(m.subject));
  await dialog.getByLabel('Código de verificación').fill(mailedCode(mail.text));
  await dialog.getByRole('button', { name: 'Verificar' }).click();
}

describe('accounts in the browser', () => {
  const openPage = useBrowser();

  /** A verified account made in a browser context of its own, then closed. */
  async function signUpVerified() {
    const person = newPerson();
    const page = await openPage('/auth/register');
    await register(page, person);
    await verifyWithMailedCode(page, person.email);
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
    return person;
  }

  it('registers, verifies with the e-mailed code and lands on redirect_url', async () => {
    const person = newPerson();
    const page = await openPage('/auth/register?redirect_url=%2Fservices');
    // One of the passwords attackers try first is refused next to its field.
    await register(page, { ...person, password: 'Password123' });
    const form = page.getByRole('form', { name: 'Registrarme' });
    await form.getByText('Esa contraseña es demasiado común').waitFor();
    expect(await form.getByLabel('Contraseña').getAttribute('aria-invalid')).toBe('true');
    await register(page, person);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(
      await dialog.getByRole('button', { name: /Reenviar código \(00:\d\d\)/ }).isDisabled(),
    ).toBe(true);

    await dialog.getByLabel('Código de verificación').fill('000000');
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await dialog.getByText(/El código es incorrecto|Superaste/).waitFor();

    await verifyWithMailedCode(page, person.email);
    await page.waitForURL((url) => url.pathname === '/services');
    await page.getByRole('button', { name: person.username }).waitFor();

    await page.goto('/account/profile');
    // The account greets the person by name, not by the username.
    await page.getByText(`Hola, ${person.name}`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Verificar' }).count()).toBe(0);
    await page.context().close();
  });

  it('sends signed-out visitors to login and back to where they were going', async () => {
    const person = await signUpVerified();

    const page = await openPage('/account/password');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/account/password');

    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByLabel('Correo electrónico').fill(person.email);
    await form.getByLabel('Contraseña').fill('no-es-la-clave');
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await form.getByText('El correo o la contraseña son incorrectos.').waitFor();

    await form.getByLabel('Contraseña').fill(person.password);
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/account/password');

    await page.goto('/auth/login');
    await page.waitForURL((url) => url.pathname === '/account/profile');
    await page.context().close();
  });

  it('resets a forgotten password through the e-mailed link, once', async () => {
    const person = await signUpVerified();

    const page = await openPage('/auth/login/reset-password');
    const form = page.getByRole('form', { name: 'Recuperar contraseña' });
    await form.getByLabel('Correo electrónico').fill(person.email);
    await form.getByRole('button', { name: 'Enviar instrucciones' }).click();
    await page.getByText(/te enviamos un correo con las instrucciones/).waitFor();
    expect(await form.count()).toBe(0);

    const mail = await waitForMail(person.email, (m) => /Restablecé/.test(m.subject));
    const link = /(https?:\/\/\S+\/auth\/login\/reset-password\/\S+)/.exec(mail.text)?.[1] ?? '';
    await page.goto(link);
    const reset = page.getByRole('form', { name: 'Restablecer contraseña' });
    await reset.getByLabel('Nueva contraseña').fill('cierre-de-ejercicio-2025');
    await reset.getByLabel('Confirmar contraseña').fill('cierre-de-ejercicio-2025');
    await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');

    const login = page.getByRole('form', { name: 'Iniciar sesión' });
    await login.getByLabel('Correo electrónico').fill(person.email);
    await login.getByLabel('Contraseña').fill('cierre-de-ejercicio-2025');
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A used link is refused as the page opens, before anything is typed.
    await page.goto(link);
    await page.getByText(/no es válido, ya se usó o venció/).waitFor();
    expect(await page.getByRole('form', { name: 'Restablecer contraseña' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).waitFor();
    await page.context().close();
  });

  it('deletes the account only after the confirmation phrase and the password', async () => {
    const person = newPerson();
    const page = await openPage('/auth/register');
    await register(page, person);
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/account/delete');
    const button = page.getByRole('button', { name: 'Eliminar cuenta' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel(/Para confirmar/).fill('eliminar');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel(/Para confirmar/).fill('  Eliminar Mi Cuenta ');
    expect(await button.isDisabled()).toBe(false);

    // The session alone is not enough: a wrong password is shown next to its field.
    const password = page.getByLabel('Tu contraseña');
    await password.fill('no-es-mi-clave');
    await button.click();
    await page.getByText('La contraseña no es correcta.').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/account/delete');

    await password.fill(person.password);
    await button.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Iniciar sesión', exact: true }).first().waitFor();

    const login = await openPage('/auth/login');
    const form = login.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByLabel('Correo electrónico').fill(person.email);
    await form.getByLabel('Contraseña').fill(person.password);
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await form.getByText('El correo o la contraseña son incorrectos.').waitFor();
    await login.context().close();
    await page.context().close();
  });
});
