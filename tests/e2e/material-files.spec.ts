import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { E2E_STUDENT } from '../support/e2e-seed';
import { signIn, site, useBrowser, useAdminSession } from '../support/e2e';
import { pdfFile } from '../support/office-files';

const FILE_NAME = `Checklist de cierre ${Date.now().toString(36)}.pdf`;

describe('material files in the browser', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('the admin uploads a PDF material; the student who owns the course downloads it', async () => {
    const { id, slug } = site().ownedCourse;
    const pdf = await pdfFile();

    const admin = await openAsAdmin(`/panel/courses/${id}/${slug}`);
    const form = admin.getByRole('form', { name: 'Editar curso' });
    await form.getByLabel('Título', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Agregar material' }).click();
    await form.getByRole('button', { name: 'Editar material: Nuevo material' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Editar material' });
    await dialog.getByLabel('Título').fill('Checklist de cierre');
    await dialog.getByLabel('Un archivo para descargar').check();
    // A file whose bytes are not what its name says is refused, with the reason.
    await dialog.getByLabel('Archivo del material').setInputFiles({
      name: 'falso.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('hola'),
    });
    await dialog.getByText(/no es un PDF/).waitFor();
    await dialog
      .getByLabel('Archivo del material')
      .setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByText(FILE_NAME).waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await form
      .getByRole('listitem')
      .filter({ hasText: 'Checklist de cierre' })
      .getByText(/^Documento PDF · \d/)
      .waitFor();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await admin.getByText('Guardamos los cambios del curso.').waitFor();
    await admin.context().close();

    const student = await openPage('/');
    await signIn(student, E2E_STUDENT.email, E2E_STUDENT.password);
    await student.goto(`/account/courses/${id}/${slug}`);
    await student.getByRole('tab', { name: 'Material' }).click();
    const material = student.getByRole('link', { name: 'Checklist de cierre' });
    await material.waitFor();
    await student.getByText(/^Documento PDF · \d+ bytes$/).waitFor();
    const [download] = await Promise.all([student.waitForEvent('download'), material.click()]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const saved = await readFile((await download.path())!);
    expect(saved.equals(pdf)).toBe(true);
    expect((await fileTypeFromBuffer(saved))?.mime).toBe('application/pdf');

    // Nobody signed out gets it.
    const address = new URL((await material.getAttribute('href'))!, student.url()).href;
    const stranger = await openPage('about:blank');
    expect((await stranger.request.get(address)).status()).toBe(401);
    await stranger.context().close();
    await student.context().close();
  });
});
