import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { courseMaterials, courseModules, courses } from '../../db/schema';
import { seedDemoContent } from '../../seed/seed-demo';
import { makeLessonFilesPrivate } from '../courses/make-lesson-files-private';

describe('paid lesson files', () => {
  const t = useTestApp();

  /** A course whose lesson is `video` and whose material is `material`, and its owner. */
  async function courseWithFiles(video: string, material: string) {
    const course = await createCourse(t, {
      units: [{ title: 'Unidad 1', modules: [{ title: 'Clase 1', videoId: video }] }],
      materials: [{ title: 'Planilla', url: material }],
    });
    const owner = await verifiedPerson(t);
    await enroll(t, owner.person.email, course.id);
    return { course, owner };
  }

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    call(t, 'GET', url, { ...(cookie ? { cookie } : {}), headers });
  /** Whether the public uploads serve the file (an unknown address gets the site's page). */
  const servedPublicly = async (url: string) => {
    const response = await get(url);
    return (
      response.statusCode === 200 &&
      !String(response.headers['content-type']).startsWith('text/html')
    );
  };

  it('are streamed to the owner, with ranges, and to nobody else', async () => {
    const clip = randomBytes(4096);
    const video = await t.app.ctx.storage.savePrivate('lessons/liquidacion.webm', clip);
    const material = await t.app.ctx.storage.savePrivate('materials/plan.xlsx', randomBytes(64));
    expect(video).toBe('/api/learning/files/lessons/liquidacion.webm');
    const { owner } = await courseWithFiles(video, material);

    const whole = await get(video, owner.cookie);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(clip)).toBe(true);
    expect(whole.headers['cache-control']).toBe('no-store');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // The player seeks: a part of the video, as asked.
    const part = await get(video, owner.cookie, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/4096');
    expect(part.rawPayload.equals(clip.subarray(1000, 2000))).toBe(true);
    expect((await get(material, owner.cookie)).statusCode).toBe(200);

    const admin = await adminPerson(t);
    expect((await get(video, admin.cookie)).statusCode).toBe(200);

    expect((await get(video)).statusCode).toBe(401);
    const stranger = await verifiedPerson(t);
    const refused = await get(video, stranger.cookie, { range: 'bytes=0-99' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Este archivo es parte de un curso que todavía no tenés.');
    // Owning another course is not owning this one.
    const other = await courseWithFiles('dQw4w9WgXcQ', 'https://example.com/a.pdf');
    expect((await get(video, other.owner.cookie)).statusCode).toBe(403);
    // Never from the public folder.
    expect(await servedPublicly('/uploads/lessons/liquidacion.webm')).toBe(false);
  });

  it('refuses addresses outside the private area', async () => {
    const admin = await adminPerson(t);
    for (const url of [
      '/api/learning/files/..%2F..%2Fpackage.json',
      '/api/learning/files/lessons/%2e%2e/%2e%2e/package.json',
      '/api/learning/files/.hidden',
      '/api/learning/files/lessons/no-existe.webm',
    ]) {
      expect((await get(url, admin.cookie)).statusCode, url).toBe(404);
    }
  });

  it('moves lessons stored in the public uploads to the private area at start', async () => {
    const { storage } = t.app.ctx;
    const clip = randomBytes(2048);
    await storage.save('lessons/vieja.webm', clip);
    await storage.save('materials/vieja.pdf', randomBytes(32));
    await storage.save('media/adelanto.webm', randomBytes(32));
    const { course, owner } = await courseWithFiles(
      '/uploads/lessons/vieja.webm',
      '/uploads/materials/vieja.pdf',
    );
    // A trailer (public by choice) that is also a lesson of another course.
    const teaser = await createCourse(t, {
      urlTrailer: '/uploads/media/adelanto.webm',
      units: [{ title: 'U', modules: [{ title: 'M', videoId: '/uploads/media/adelanto.webm' }] }],
    });
    expect(await servedPublicly('/uploads/lessons/vieja.webm')).toBe(true);

    expect(await makeLessonFilesPrivate(t.app.ctx)).toBe(3);

    expect(await servedPublicly('/uploads/lessons/vieja.webm')).toBe(false);
    expect(await servedPublicly('/uploads/materials/vieja.pdf')).toBe(false);
    expect(await servedPublicly('/uploads/media/adelanto.webm')).toBe(true);
    const study = await get(`/api/user/courses/${course.id}/${course.slug}`, owner.cookie);
    const moved = study.json().course;
    expect(moved.units[0].modules[0].videoId).toBe('/api/learning/files/lessons/vieja.webm');
    expect(moved.materials[0].url).toBe('/api/learning/files/materials/vieja.pdf');
    const part = await get(moved.units[0].modules[0].videoId, owner.cookie, {
      range: 'bytes=0-9',
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(clip.subarray(0, 10))).toBe(true);
    expect((await get(moved.materials[0].url, owner.cookie)).statusCode).toBe(200);
    const stranger = await verifiedPerson(t);
    expect((await get(moved.units[0].modules[0].videoId, stranger.cookie)).statusCode).toBe(403);
    const [trailer] = await t.db.select().from(courses).where(eq(courses.id, teaser.id));
    expect(trailer?.urlTrailer).toBe('/uploads/media/adelanto.webm');

    // Once done, a later start finds nothing left to move.
    expect(await makeLessonFilesPrivate(t.app.ctx)).toBe(0);
    const publicLinks = await t.db.select().from(courseMaterials);
    expect(publicLinks.filter((row) => row.url.startsWith('/uploads/'))).toEqual([]);
  });
});

describe('the demo lessons', () => {
  const t = useTestApp();

  it('keeps the demo lessons private', async () => {
    await seedDemoContent(t.db, t.app.ctx.storage);
    const [module] = await t.db.select().from(courseModules).limit(1);
    expect(module).toBeDefined();
    expect(module?.videoId).toMatch(/^\/api\/learning\/files\/lessons\/clase-[a-z]+\.webm$/);
    const file = module!.videoId.replace('/api/learning/files/', '');
    // Nothing of it in the public uploads.
    expect(await t.app.ctx.storage.read(file)).toBeUndefined();
    expect((await call(t, 'GET', module!.videoId)).statusCode).toBe(401);
    const stranger = await verifiedPerson(t);
    expect((await call(t, 'GET', module!.videoId, { cookie: stranger.cookie })).statusCode).toBe(
      403,
    );
  });
});
