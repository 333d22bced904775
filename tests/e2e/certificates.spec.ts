import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  site,
  useBrowser,
  useAdminSession,
} from '../support/e2e';
import { buyInSandbox } from '../support/e2e-purchases';
import { watchLessons } from '../support/e2e-watching';
import { decodePdfQr, pdfText } from '../support/pdf';

/**
 * The seeded course of three short lessons ('Práctica de conciliaciones bancarias'): the server
 * credits watching at no more than twice real time, so a course of fifteen lessons would take
 * this spec half a minute per student.
 */
const courseId = () => site().ownedCourse.id;

type Outline = { units: { id: number; modules: { id: number }[] }[] };

/** Watches every lesson of the course through as its student, and ticks each as the player does. */
async function finishCourse(page: Page, courseId: number, slug: string) {
  const study = await page.request.get(`/api/user/courses/${courseId}/${slug}`);
  const { units } = ((await study.json()) as { course: Outline }).course;
  const modules = units.flatMap((unit) =>
    unit.modules.map((module) => ({ unitId: unit.id, moduleId: module.id })),
  );
  await watchLessons(page, { id: courseId, slug }, modules);
}

describe('certificates in the browser', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('a student finishes a course, gives the DNI, downloads the certificate whose QR opens a page that says valid; revoked, it says so', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    const { course } = await buyInSandbox(page, person.email, courseId());
    await finishCourse(page, course.id, course.slug);

    await page.goto('/account/courses');
    const certificates = page.getByRole('region', { name: 'Mis certificados' });
    await certificates.getByText(course.title).waitFor();
    const linkedIn = certificates.getByRole('link', { name: 'Agregar a LinkedIn' });
    const linkedInUrl = new URL((await linkedIn.getAttribute('href')) ?? '');
    expect(linkedInUrl.origin + linkedInUrl.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(linkedInUrl.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(linkedInUrl.searchParams.get('name')).toBe(course.title);

    // No DNI yet: it is asked once, with its rules said in Spanish next to the field.
    await certificates.getByRole('button', { name: 'Descargar certificado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tu DNI para el certificado' });
    // Filled with the DNI typed at checkout, for the student to confirm or change.
    expect(await dialog.getByLabel('DNI').inputValue()).toBe('30123456');
    await dialog.getByLabel('DNI').fill('12a45678');
    await dialog.getByRole('button', { name: 'Guardar y descargar' }).click();
    await dialog.getByText('El DNI solo puede tener números.').waitFor();
    await dialog.getByLabel('DNI').fill('31.456.789');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Guardar y descargar' }).click(),
    ]);
    const pdf = await readFile((await download.path())!);
    const text = await pdfText(pdf);
    expect(text).toContain(`${person.name} ${person.lastname}`);
    expect(text).toContain('DNI 31.456.789');
    expect(text).toContain(course.title);

    const address = await decodePdfQr(pdf);
    expect(address).toMatch(/\/certificados\/[2-9A-HJKMNP-Z]{12}$/);
    const code = address!.split('/').pop()!;
    expect(text).toContain(`Código: ${code}`);

    // Server-rendered: the verdict is in the page's markup before any script runs.
    const markup = await (await page.request.get(new URL(address!).pathname)).text();
    expect(markup).toContain('Certificado válido');
    const verify = await openPage(new URL(address!).pathname);
    await verify.getByRole('heading', { name: 'Certificado válido' }).waitFor();
    await verify.getByText(`${person.name} ${person.lastname} (DNI **.***.789)`).waitFor();
    await verify.getByText(course.title).waitFor();
    expect(await verify.locator('meta[name="robots"]').getAttribute('content')).toContain(
      'noindex',
    );
    await expectNoSeriousA11yViolations(verify);

    // The administrator finds it by its code and revokes it with a reason.
    const panel = await openAsAdmin(`/panel/certificates?search=${code}`);
    const row = panel.getByRole('listitem').filter({ hasText: code });
    await row.getByRole('button', { name: 'Revocar' }).click();
    const revoke = panel.getByRole('dialog', { name: 'Revocar certificado' });
    await revoke.getByLabel('Motivo').fill('Se comprobó que la cuenta era compartida.');
    await revoke.getByRole('button', { name: 'Revocar certificado' }).click();
    await row.getByText('Revocado', { exact: true }).waitFor();

    await verify.reload();
    await verify.getByRole('heading', { name: 'Certificado revocado' }).waitFor();
    await page.context().close();
    await verify.context().close();
    await panel.context().close();
  }, 240_000);

  it('after its holder closes the account, the page names nobody and confirms the holder to whoever types the DNI', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    const { course } = await buyInSandbox(page, person.email, courseId());
    await finishCourse(page, course.id, course.slug);
    const profile = await page.request.put('/api/user/update/profile', {
      data: {
        name: person.name,
        lastname: person.lastname,
        username: person.username,
        document: '27654321',
      },
    });
    expect(profile.ok()).toBe(true);
    const mine = await page.request.get('/api/user/certificates');
    const [certificate] = ((await mine.json()) as { certificates: { code: string }[] })
      .certificates;
    const deleted = await page.request.delete('/api/user/delete', {
      data: { password: person.password, phrase: 'Eliminar mi cuenta' },
    });
    expect(deleted.ok()).toBe(true);

    const markup = await (await page.request.get(`/certificados/${certificate!.code}`)).text();
    expect(markup).toContain('Una persona que cerró su cuenta');
    expect(markup).not.toContain(person.lastname);
    const verify = await openPage(`/certificados/${certificate!.code}`);
    await verify.getByRole('heading', { name: 'Certificado válido' }).waitFor();
    await verify.getByText('Una persona que cerró su cuenta').waitFor();
    const check = verify.getByRole('form', { name: 'Confirmar el titular' });
    await check.getByLabel('DNI del titular').fill('27.654.320');
    await check.getByRole('button', { name: 'Confirmar' }).click();
    await check.getByText('El DNI no coincide con el del titular del certificado.').waitFor();
    await check.getByLabel('DNI del titular').fill('27.654.321');
    await check.getByRole('button', { name: 'Confirmar' }).click();
    await check.getByText('El DNI coincide con el del titular del certificado.').waitFor();
    await expectNoSeriousA11yViolations(verify);
    await page.context().close();
    await verify.context().close();
  }, 240_000);
});
