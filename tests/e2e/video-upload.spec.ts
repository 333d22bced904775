import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../support/video-clip';
import { expectNoSeriousA11yViolations, useAdminSession, useBrowser } from '../support/e2e';
import type { AdminCourse } from '../../src/shared/responses/admin';

const TITLE = `Facturación electrónica en video ${Date.now().toString(36)}`;
const YOUTUBE_IS_PUBLIC = /Cualquiera que tenga el enlace de YouTube puede ver este video/;

describe('a module’s video uploaded from the course editor', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);
  let folder: string;
  let clip: Buffer;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'video-upload-e2e-'));
    clip = await makeClip(folder);
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('uploads a clip through a dropped connection, shows it processing then ready, and saves the module with it', async () => {
    const admin = await openAsAdmin('/panel');
    const created = await admin.request.post('/api/admin/courses/create', {
      data: {
        title: TITLE,
        description: 'Cómo emitir comprobantes electrónicos paso a paso, con casos reales.',
        category: 'profession',
        visibility: false,
        price: '15000',
        content: '## Temario\n\nFacturas.',
        picture: null,
        units: [
          {
            title: 'Comprobantes',
            modules: [{ title: 'Factura C', videoId: 'dQw4w9WgXcQ', durationMinutes: 9 }],
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = ((await created.json()) as { course: AdminCourse }).course;

    const form = admin.getByRole('form', { name: 'Editar curso' });
    const openEditor = async () => {
      await admin.goto(`/panel/courses/${id}/${slug}`);
      // A saved unit starts closed: its modules show once opened.
      await form.getByRole('button', { name: '1 módulo' }).click();
    };
    await openEditor();
    await form.getByRole('button', { name: 'Editar módulo: Factura C' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Editar módulo' });
    await dialog.getByText(YOUTUBE_IS_PUBLIC).waitFor();

    // The first piece is held, then its connection dropped: the upload goes on by itself.
    let pieces = 0;
    let dropFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (dropFirst = resolve));
    await admin.route('**/api/admin/videos/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH' || pieces++ > 0) return route.continue();
      await firstHeld;
      await route.abort('connectionreset');
    });
    await dialog
      .getByLabel('Subir video')
      .setInputFiles({ name: 'Factura C.mp4', mimeType: 'video/mp4', buffer: clip });
    const progress = dialog.getByRole('progressbar', { name: 'Subida del video' });
    await progress.waitFor();
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Cancelar la subida' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirmar' }).isDisabled()).toBe(true);
    dropFirst();

    await dialog.getByText('Procesando…').waitFor();
    const field = dialog.getByLabel('Video', { exact: true });
    const reference = await field.inputValue();
    expect(reference).toMatch(/^video:[0-9a-f-]{36}$/);
    expect(pieces).toBeGreaterThanOrEqual(2);
    await dialog.getByText('Factura C.mp4').waitFor();
    await dialog.getByText(YOUTUBE_IS_PUBLIC).waitFor({ state: 'detached' });

    await dialog.getByText(/^Listo · 00:0[12]$/).waitFor({ timeout: 45_000 });
    // The video's length (2 s) is the module's duration, in minutes rounded up.
    expect(await dialog.getByLabel('Duración (minutos)').inputValue()).toBe('1');
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await admin.getByText('Guardamos los cambios del curso.').waitFor();

    const saved = await admin.request.get(`/api/admin/courses/${id}/${slug}`);
    const { course } = (await saved.json()) as { course: AdminCourse };
    expect(course.units[0]!.modules[0]).toMatchObject({
      title: 'Factura C',
      videoId: reference,
      durationMinutes: 1,
    });

    // Another module can take the same video from the ones already uploaded.
    const videoId = reference.slice('video:'.length);
    await openEditor();
    await form.getByRole('button', { name: 'Agregar módulo' }).click();
    await form.getByRole('button', { name: 'Editar módulo: Nuevo módulo' }).click();
    await dialog.getByLabel('Elegir un video subido').selectOption(videoId);
    expect(await dialog.getByLabel('Video', { exact: true }).inputValue()).toBe(reference);
    await dialog.getByText(/^Listo · /).waitFor();
    await admin.context().close();
  });
});
