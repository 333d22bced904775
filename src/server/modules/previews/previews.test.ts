import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, PRIVATE_LESSON } from '../../../../tests/support/courses';
import { readyVideoRow } from '../../../../tests/support/hosted-videos';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { hostedVideoReference } from '../../../shared/video-source';
import type { TestApp } from '../../../../tests/support/test-app';

type Outline = {
  units: { modules: { id: number; title: string; preview: boolean; videoId?: string }[] }[];
};

const lessons = (course: Outline) => course.units.flatMap((unit) => unit.modules);

type EditedCourse = {
  visibility: boolean;
  price: number;
  units: { modules: { preview: unknown }[] }[];
};

/** Saves the course through the panel's form after `change`; answers the response. */
async function editCourse(
  t: TestApp,
  cookie: string,
  course: { id: number; slug: string },
  change: (edited: EditedCourse) => void,
) {
  const address = `/api/admin/courses/${course.id}/${course.slug}`;
  const edited = (await call(t, 'GET', address, { cookie })).json().course as EditedCourse;
  change(edited);
  return call(t, 'PUT', address, { cookie, body: { ...edited, price: String(edited.price) } });
}

/** A course whose first lesson is a free preview on YouTube, the second a preview lesson file. */
async function courseWithPreviews(t: TestApp, hostedVideoId?: string) {
  const lessonFile = await t.app.ctx.storage.savePrivate(PRIVATE_LESSON, Buffer.from('clase'));
  return createCourse(t, {
    title: `Ganancias para empleados ${Math.random().toString(36).slice(2, 8)}`,
    units: [
      {
        title: 'Primeros pasos',
        modules: [
          { title: 'Qué es el SIRADIG', videoId: 'https://youtu.be/dQw4w9WgXcQ', preview: true },
          { title: 'Deducciones', videoId: lessonFile, preview: true },
          { title: 'Cargas de familia', videoId: 'secreto1234' },
          ...(hostedVideoId
            ? [{ title: 'Alquileres', videoId: hostedVideoReference(hostedVideoId), preview: true }]
            : []),
        ],
      },
      {
        title: 'Cierre',
        modules: [
          {
            title: 'F. 1359',
            videoId: 'secreto5678',
          },
        ],
      },
    ],
  });
}

describe('free preview lessons', () => {
  const t = useTestApp();

  it("gives visitors the previews' videos only, and a preview lesson file plays for anyone", async () => {
    const course = await courseWithPreviews(t);
    const page = await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`);
    expect(page.statusCode).toBe(200);
    const modules = lessons(page.json().course as Outline);
    expect(modules.map((module) => [module.title, module.preview])).toEqual([
      ['Qué es el SIRADIG', true],
      ['Deducciones', true],
      ['Cargas de familia', false],
      ['F. 1359', false],
    ]);
    expect(modules[0]!.videoId).toBe('https://youtu.be/dQw4w9WgXcQ');
    const fileAddress = `/api/courses/${course.id}/${course.slug}/preview/${modules[1]!.id}/file`;
    expect(modules[1]!.videoId).toBe(fileAddress);
    expect(modules[2]).not.toHaveProperty('videoId');
    expect(page.body).not.toContain('secreto1234');
    expect(page.body).not.toContain('secreto5678');
    expect(page.body).not.toContain(PRIVATE_LESSON);
    expect(page.body).not.toContain('plan-secreto');

    const file = await call(t, 'GET', fileAddress);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('clase');
    expect(file.headers['cache-control']).toBe('no-store');
    // The same file through the owners' address stays theirs.
    const owned = await call(t, 'GET', `/api/learning/files/${PRIVATE_LESSON}`, {
      cookie: (await verifiedPerson(t)).cookie,
    });
    expect(owned.statusCode).toBe(403);

    const paid = `/api/courses/${course.id}/${course.slug}/preview/${modules[2]!.id}/file`;
    expect((await call(t, 'GET', paid)).statusCode).toBe(404);
    const notFile = `/api/courses/${course.id}/${course.slug}/preview/${modules[0]!.id}/file`;
    expect((await call(t, 'GET', notFile)).statusCode).toBe(404);
  });

  it('keeps previews of a hidden course, and of another course, shut', async () => {
    const admin = await adminPerson(t);
    const course = await courseWithPreviews(t);
    const other = await createCourse(t, { title: 'Monotributo social' });
    const [, preview] = lessons(
      (await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`)).json().course,
    );
    const wrongCourse = `/api/courses/${other.id}/${other.slug}/preview/${preview!.id}/file`;
    expect((await call(t, 'GET', wrongCourse)).statusCode).toBe(404);

    const hidden = await editCourse(t, admin.cookie, course, (edited) => {
      edited.visibility = false;
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await call(t, 'GET', preview!.videoId!)).statusCode).toBe(404);
  });

  it('plays a hosted preview without a session, and its key stops with the preview', async () => {
    const admin = await adminPerson(t);
    const videoId = await readyVideoRow(t);
    await t.app.ctx.storage.savePrivate(
      `videos/${videoId}/hls/master.m3u8`,
      Buffer.from('#EXTM3U\n'),
    );
    const course = await courseWithPreviews(t, videoId);
    const modules = lessons(
      (await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`)).json().course,
    );
    const hosted = modules.find((module) => module.title === 'Alquileres')!;
    expect(hosted.videoId).toBe(hostedVideoReference(videoId));

    const opened = await call(
      t,
      'POST',
      `/api/courses/${course.id}/${course.slug}/preview/${hosted.id}/playback`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const playback = opened.json();
    expect(playback.watermark).toBe('');
    const playlist = await call(t, 'GET', playback.hls);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toBe('#EXTM3U\n');
    // A signed-in visitor who does not own the course plays it the same.
    const stranger = await verifiedPerson(t);
    expect((await call(t, 'GET', playback.hls, { cookie: stranger.cookie })).statusCode).toBe(200);
    const key = await call(t, 'GET', `/api/videos/${videoId}/key`);
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload).toHaveLength(16);

    // A paid lesson's playback is not a preview's.
    const paid = modules.find((module) => module.title === 'Cargas de familia')!;
    const refused = await call(
      t,
      'POST',
      `/api/courses/${course.id}/${course.slug}/preview/${paid.id}/playback`,
    );
    expect(refused.statusCode).toBe(404);

    // The panel takes the preview back: the key is the owners' again.
    const saved = await editCourse(t, admin.cookie, course, (edited) => {
      for (const unit of edited.units) for (const module of unit.modules) module.preview = false;
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(t, 'GET', `/api/videos/${videoId}/key`)).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', `/api/videos/${videoId}/key`, { cookie: stranger.cookie })).statusCode,
    ).toBe(403);
  });

  it('saves the mark with the course form and refuses a mark that is no yes or no', async () => {
    const admin = await adminPerson(t);
    const course = await courseWithPreviews(t);
    const refused = await editCourse(t, admin.cookie, course, (edited) => {
      expect(edited.units[0]!.modules.map((module) => module.preview)).toEqual([true, true, false]);
      edited.units[0]!.modules[2]!.preview = 'quizás';
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('units.0.modules.2.preview');
  });
});
