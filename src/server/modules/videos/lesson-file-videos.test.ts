import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { enroll } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import type { Playback } from '../../../shared/responses/video-playback';
import { hostedVideoId } from '../../../shared/video-source';
import { courseModules, courses, videoCaptions, videos } from '../../db/schema';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';
import { seedDemoContent } from '../../seed/seed-demo';
import { hostLessonFiles } from './lesson-file-videos';
import { transcodeVideo } from './transcode-job';

const DEMO_CLIPS = ['clase-teoria.webm', 'clase-practica.webm', 'clase-ejercicio.webm'];

describe('lesson files becoming hosted videos at start', () => {
  const t = useTestApp();

  const moduleVideos = async () =>
    (await t.db.select({ videoId: courseModules.videoId }).from(courseModules)).map(
      (row) => row.videoId,
    );

  it('turns the demo clips into hosted videos with Spanish captions, and the demo courses play them', async () => {
    const ctx = t.app.ctx;
    await seedDemoContent(ctx.db, ctx.storage);
    const files = new Set(await moduleVideos());
    expect([...files].map((address) => address.split('/').pop()).sort()).toEqual(
      [...DEMO_CLIPS].sort(),
    );

    expect(await hostLessonFiles(ctx)).toBe(3);
    const made = await t.db.select().from(videos);
    expect(made.map((video) => video.name).sort()).toEqual([...DEMO_CLIPS].sort());
    expect(new Set(made.map((video) => video.lessonFile))).toEqual(files);
    const captions = await t.db.select().from(videoCaptions);
    expect(captions.map((row) => row.lang)).toEqual(['es', 'es', 'es']);
    // Until its video is ready, a lesson keeps playing its file.
    expect(new Set(await moduleVideos())).toEqual(files);
    // A second start finds nothing left to take.
    expect(await hostLessonFiles(ctx)).toBe(0);

    for (const video of made) await transcodeVideo(ctx, video.id);
    const references = await moduleVideos();
    expect(references.every((reference) => hostedVideoId(reference) !== null)).toBe(true);
    expect(new Set(references.map(hostedVideoId))).toEqual(new Set(made.map((video) => video.id)));
    const minutes = await t.db
      .select({ minutes: courseModules.durationMinutes })
      .from(courseModules);
    // Five-second clips: each lesson now lasts what its video lasts, one minute rounded up.
    expect(new Set(minutes.map((row) => row.minutes))).toEqual(new Set([1]));
    // The file itself is gone: no owner can download the lesson any longer.
    for (const address of files) {
      expect(
        await ctx.storage.statPrivate(address.slice(PRIVATE_FILES_PATH.length)),
      ).toBeUndefined();
    }

    const [course] = await t.db.select().from(courses).where(eq(courses.visibility, true)).limit(1);
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, course!.id);
    const detail = await call(t, 'GET', `/api/user/courses/${course!.id}/x`, {
      cookie: student.cookie,
    });
    const moduleId: number = detail.json().course.units[0].modules[0].id;
    const opened = await call(
      t,
      'POST',
      `/api/user/courses/${course!.id}/x/modules/${moduleId}/playback`,
      { cookie: student.cookie },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const playback: Playback = opened.json();
    expect(playback.captions).toEqual([
      { lang: 'es', label: 'Español', url: expect.stringMatching(/\.vtt$/) },
    ]);
    const vtt = await call(t, 'GET', playback.captions[0]!.url, { cookie: student.cookie });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toMatch(/^WEBVTT/);
    expect(vtt.body).toMatch(/clase teórica|caso práctico|ejercicio/);
  }, 180_000);

  it('leaves a lesson file that is no video as it is', async () => {
    const ctx = t.app.ctx;
    const address = await ctx.storage.savePrivate('lessons/no-es-video.mp4', Buffer.from('hola'));
    await t.db
      .update(courseModules)
      .set({ videoId: address })
      .where(eq(courseModules.id, (await t.db.select().from(courseModules).limit(1))[0]!.id));
    expect(await hostLessonFiles(ctx)).toBe(0);
    expect(
      await t.db.select().from(courseModules).where(eq(courseModules.videoId, address)),
    ).toHaveLength(1);
    expect(await t.db.select().from(videos).where(like(videos.name, 'no-es-video%'))).toEqual([]);
  });
});

describe('with HOST_LESSON_FILES off', () => {
  const t = useTestApp({ env: { HOST_LESSON_FILES: 'false' } });

  it('keeps the lesson files as files', async () => {
    await seedDemoContent(t.app.ctx.db, t.app.ctx.storage);
    expect(await hostLessonFiles(t.app.ctx)).toBe(0);
    expect(await t.db.select().from(videos)).toEqual([]);
  });
});
