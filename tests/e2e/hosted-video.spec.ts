import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playback } from '../../src/shared/responses/video-playback';
import type { Video } from '../../src/shared/responses/videos';
import { LESSON_SUBTITLES } from '../support/hosted-videos';
import { makeClip } from '../support/video-clip';
import { buyInSandbox } from '../support/e2e-purchases';
import { signUpThroughApi, useAdminSession, useBrowser } from '../support/e2e';

/**
 * What the player shows after loading hls.js and reading the playlists: on a busy machine, well
 * past `expect.poll`'s default second.
 */
const PATIENT = { timeout: 20_000, interval: 100 };

/** Uploads a clip from the panel's session and waits for its transcode. */
async function uploadReady(admin: Page, clip: Buffer): Promise<Video> {
  const uploaded = await admin.request.post('/api/admin/videos?name=Clase%20alojada.mp4', {
    data: clip,
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };
  let video: Video;
  // ffmpeg runs at the lowest priority: in CI, beside two browsers and the API suite, a 12 s
  // clip took over 90 s.
  const deadline = Date.now() + 200_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 500));
    video = (await (await admin.request.get(`/api/admin/videos/${id}`)).json()) as Video;
  } while (video.status === 'processing' && Date.now() < deadline);
  expect(video.status).toBe('ready');
  return video;
}

describe('a lesson hosted by the site', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);
  let folder: string;
  let course: { id: number; slug: string };
  let moduleId: number;
  let videoId: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'hosted-e2e-'));
    const admin = await openAsAdmin('/panel/courses');
    const video = await uploadReady(admin, await makeClip(folder, 12, '1280x720'));
    expect(video.renditions).toEqual(['360p', '720p']);
    videoId = video.id;
    const captions = await admin.request.post(`/api/admin/videos/${video.id}/captions?lang=es`, {
      data: LESSON_SUBTITLES,
      headers: { 'content-type': 'text/vtt' },
    });
    expect(captions.status(), await captions.text()).toBe(201);
    const created = await admin.request.post('/api/admin/courses/create', {
      data: {
        title: 'Liquidación de sueldos con video propio',
        description: 'Un curso cuyas clases aloja el sitio.',
        category: 'profession',
        visibility: true,
        price: 1000,
        content: '',
        picture: null,
        urlTrailer: '',
        learningList: [],
        units: [
          {
            title: 'Unidad 1',
            modules: [{ title: 'Clase alojada', videoId: `video:${video.id}` }],
          },
        ],
        materials: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    course = ((await created.json()) as { course: { id: number; slug: string } }).course;
    const outline = await admin.request.get(`/api/user/courses/${course.id}/x`);
    moduleId = ((await outline.json()) as { course: { units: { modules: { id: number }[] }[] } })
      .course.units[0]!.modules[0]!.id;
    await admin.context().close();
  }, 300_000);
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('plays for its owner with the watermark and the qualities; a copied address fails', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    await buyInSandbox(page, person.email, course.id);
    const opened = page.waitForResponse((answer) => answer.url().endsWith('/playback'));
    await page.goto(`/account/courses/${course.id}/${course.slug}?lesson=${moduleId}`);
    const playback = (await (await opened).json()) as Playback;

    const watermark = page.getByTestId('video-watermark');
    await expect
      .poll(() => watermark.innerText(), PATIENT)
      .toContain(`${person.name} ${person.lastname}`);
    const quality = page.getByLabel('Calidad');
    await expect
      .poll(() => quality.locator('option').allInnerTexts(), PATIENT)
      .toEqual(['Automática', '720p', '360p']);

    // The encrypted segments play: the key came to this session.
    const video = page.getByTestId('module-video');
    await video.evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      media.muted = true;
      await media.play();
      await new Promise<void>((done) => {
        const check = () => (media.currentTime > 1.5 ? done() : requestAnimationFrame(check));
        check();
      });
    });
    await quality.selectOption({ label: '360p' });

    // 'Subtítulos' shows the Spanish track, which comes from an owner-only address too.
    expect(playback.captions).toEqual([
      { lang: 'es', label: 'Español', url: expect.stringMatching(/\/captions\/es\.vtt$/) },
    ]);
    const subtitles = page.getByRole('button', { name: 'Subtítulos' });
    await subtitles.click();
    await expect.poll(() => subtitles.getAttribute('aria-pressed'), PATIENT).toBe('true');
    await expect
      .poll(
        () => video.evaluate((element) => (element as HTMLVideoElement).textTracks[0]?.mode),
        PATIENT,
      )
      .toBe('showing');

    // The frame goes fullscreen, with the watermark in it.
    await page.getByRole('button', { name: 'Pantalla completa' }).click();
    await expect
      .poll(
        () => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')),
        PATIENT,
      )
      .toBe('hosted-video');
    expect(await watermark.isVisible()).toBe(true);
    await page.evaluate(() => document.exitFullscreen());

    // The playlist's address, copied to another browser, opens nothing; nor does the key.
    const stranger = await openPage('/');
    expect((await stranger.request.get(playback.hls)).status()).toBe(401);
    expect(
      (await stranger.request.get(`/api/videos/${playback.hls.split('/')[3]}/key`)).status(),
    ).toBe(401);
    await signUpThroughApi(stranger);
    expect((await stranger.request.get(playback.hls)).status()).toBe(403);
  });

  it('tells a third device that two others are playing', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    await buyInSandbox(page, person.email, course.id);
    for (let device = 0; device < 2; device += 1) {
      const other = await openPage('/');
      const login = await other.request.post('/api/auth/login', {
        data: { email: person.email, password: person.password },
      });
      expect(login.ok()).toBe(true);
      const opened = await other.request.post(
        `/api/user/courses/${course.id}/${course.slug}/modules/${moduleId}/playback`,
      );
      expect(opened.status()).toBe(200);
    }
    await page.goto(`/account/courses/${course.id}/${course.slug}?lesson=${moduleId}`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Ya estás viendo en otros dos dispositivos' })
      .waitFor();
  });

  // Last: once a visible course previews the video, its key is no secret any more.
  it('plays as a free preview for a visitor without a session, and without a watermark', async () => {
    const admin = await openAsAdmin('/panel/courses');
    const created = await admin.request.post('/api/admin/courses/create', {
      data: {
        title: 'Sueldos: la clase abierta',
        description: 'Un curso con una clase gratis alojada por el sitio.',
        category: 'profession',
        visibility: true,
        price: 1000,
        content: '',
        picture: null,
        units: [
          {
            title: 'Unidad 1',
            modules: [{ title: 'Clase abierta', videoId: `video:${videoId}`, preview: true }],
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const open = ((await created.json()) as { course: { id: number; slug: string } }).course;
    const outline = await admin.request.get(`/api/courses/${open.id}/${open.slug}`);
    const lesson = (
      (await outline.json()) as { course: { units: { modules: { id: number }[] }[] } }
    ).course.units[0]!.modules[0]!;
    await admin.context().close();

    const page = await openPage(`/courses/${open.id}/${open.slug}/preview/${lesson.id}`);
    await page.getByRole('button', { name: 'Ver la clase gratis' }).click();
    // It starts by itself: the visitor asked to watch. The encrypted segments play.
    const video = page.getByTestId('module-video');
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime), PATIENT)
      .toBeGreaterThan(1.5);
    expect(await page.getByTestId('video-watermark').count()).toBe(0);
    // At its end, the course's price and 'Comprar el curso'.
    await video.evaluate((element) => {
      const media = element as HTMLVideoElement;
      media.currentTime = media.duration - 0.5;
    });
    await page
      .getByRole('status')
      .getByRole('link', { name: 'Comprar el curso' })
      .waitFor({ timeout: 20_000 });
  });
});
