import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostedVideoReference } from '../../src/shared/video-source';
import { expectNoSeriousA11yViolations, useAdminSession, useBrowser } from '../support/e2e';
import { LESSON_SUBTITLES } from '../support/hosted-videos';
import { clipBytes } from '../support/video-clip';

type Lesson = { id: number; title: string };

/** Uploads a video through the panel's API; its id. */
async function uploadVideo(admin: Page, name: string, bytes: Buffer): Promise<string> {
  const uploaded = await admin.request.post(`/api/admin/videos?name=${encodeURIComponent(name)}`, {
    headers: { 'content-type': 'application/octet-stream' },
    data: bytes,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { id: string }).id;
}

/**
 * A hidden course (no visitor sees it; an administrator studies any course) of three lessons:
 * a hosted video with subtitles, one without, and a lesson without a video.
 */
async function courseWithTranscript(admin: Page) {
  const clip = await clipBytes();
  const [withCaptions, withoutCaptions] = [
    await uploadVideo(admin, 'Introducción.mp4', clip),
    await uploadVideo(admin, 'Cierre.mp4', clip),
  ];
  const captions = await admin.request.post(`/api/admin/videos/${withCaptions}/captions?lang=es`, {
    headers: { 'content-type': 'text/vtt' },
    data: LESSON_SUBTITLES,
  });
  expect(captions.status(), await captions.text()).toBe(201);
  const created = await admin.request.post('/api/admin/courses/create', {
    data: {
      title: 'Monotributo en video',
      description: 'Categorías y facturación, con la transcripción de cada clase.',
      category: 'profession',
      visibility: false,
      price: 1000,
      content: '## Temario',
      picture: null,
      urlTrailer: '',
      learningList: [],
      units: [
        {
          title: 'Unidad 1',
          modules: [
            { title: 'Introducción', videoId: hostedVideoReference(withCaptions) },
            { title: 'Cierre del año', videoId: hostedVideoReference(withoutCaptions) },
            { title: 'Lectura', videoId: '' },
          ],
        },
      ],
      materials: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { course } = (await created.json()) as { course: { id: number; slug: string } };
  const loaded = await admin.request.get(`/api/user/courses/${course.id}/${course.slug}`);
  const study = (await loaded.json()) as { course: { units: { modules: Lesson[] }[] } };
  return { ...course, lessons: study.course.units[0]!.modules };
}

describe("a hosted lesson's transcript and the search of what is said, in the browser", () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('lists the cues with their time, marks the one chosen, and finds a lesson by a word said in it', async () => {
    const admin = await openAsAdmin('/panel');
    const course = await courseWithTranscript(admin);
    const [intro, closing, reading] = course.lessons as [Lesson, Lesson, Lesson];
    const player = `/account/courses/${course.id}/${course.slug}`;

    await admin.goto(`${player}?lesson=${intro.id}`);
    await admin.getByRole('heading', { name: intro.title }).waitFor();
    await admin.getByRole('tab', { name: 'Transcripción' }).click();
    const transcript = admin.getByRole('list', { name: 'Transcripción de la clase' });
    await transcript.waitFor();
    const cues = transcript.getByRole('button');
    expect(
      await cues.evaluateAll((buttons) => buttons.map((button) => button.textContent)),
    ).toEqual([
      'Ir a 00:00 Bienvenidos al curso de monotributo.',
      'Ir a 00:04 Vamos a ver cómo se factura una prestación de servicios.',
      'Ir a 01:05 La facturación electrónica es obligatoria.',
    ]);
    await cues.nth(2).click();
    await admin.waitForFunction(
      () =>
        document.querySelector('button[aria-current="true"]')?.textContent?.includes('01:05') ===
        true,
    );
    await expectNoSeriousA11yViolations(admin);

    // The content panel's search: a word said in a lesson, typed without its accent.
    await admin.getByRole('searchbox', { name: 'Buscar en el curso' }).fill('facturacion');
    const results = admin.getByRole('region', { name: 'Resultados de la búsqueda' });
    const found = results.getByRole('link', { name: /Introducción/ });
    await found.getByText('«La facturación electrónica es obligatoria.»').waitFor();
    await results.getByText('1 clase', { exact: true }).waitFor();
    await found.click();
    await admin.waitForURL((url) => url.search === `?lesson=${intro.id}&t=65`);

    // By a title too, a lesson without subtitles among them.
    await admin.getByRole('searchbox', { name: 'Buscar en el curso' }).fill('cierre');
    await results.getByRole('link', { name: '1.2. Cierre del año' }).click();
    await admin.waitForURL((url) => url.search === `?lesson=${closing.id}`);
    await admin.getByRole('heading', { name: closing.title }).waitFor();
    await admin.getByRole('tab', { name: 'Transcripción' }).click();
    await admin.getByText('Esta clase todavía no tiene transcripción.').waitFor();

    // A lesson without a hosted video has no such tab.
    await admin.goto(`${player}?lesson=${reading.id}`);
    await admin.getByRole('heading', { name: reading.title }).waitFor();
    await admin.getByRole('tab', { name: 'Preguntas' }).waitFor();
    expect(await admin.getByRole('tab', { name: 'Transcripción' }).count()).toBe(0);
    await admin.context().close();
  });
});
