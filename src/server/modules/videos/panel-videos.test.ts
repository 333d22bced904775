import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, newPerson, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { clipBytes } from '../../../../tests/support/video-clip';
import type { Video } from '../../../shared/responses/videos';
import { hostedVideoReference } from '../../../shared/video-source';
import {
  courseModules,
  courseUnits,
  moduleProgress,
  modulePositions,
  users,
  videos,
} from '../../db/schema';
import { startVideoProcessing } from './transcode-job';
import { VIDEO_PROCESSING, videoInUse } from './video-deletion';
import { insertVideo } from './video-store';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;

describe("the panel's videos", () => {
  const t = useTestApp();
  let admin: Person;
  beforeAll(async () => {
    admin = await adminPerson(t);
    await t.app.ctx.jobs.start();
    await startVideoProcessing(t.app.ctx);
  });

  const asAdmin = (method: 'GET' | 'DELETE', url: string) =>
    call(t, method, url, { cookie: admin.cookie });
  const listed = async (id: string): Promise<Video | undefined> =>
    ((await asAdmin('GET', '/api/admin/videos')).json().videos as Video[]).find(
      (video) => video.id === id,
    );
  const storage = () => t.app.ctx.storage;

  /**
   * A video written to the database as a finished transcode leaves it (ready, 100 s, 360p and
   * 720p, unless `fields` say otherwise), with its upload in its folder.
   */
  async function storedVideo(name: string, fields: Partial<typeof videos.$inferInsert> = {}) {
    const id = randomUUID();
    const now = t.app.ctx.now();
    const sourceKey = `videos/${id}/source.mp4`;
    await storage().savePrivate(sourceKey, Buffer.from('fuente'));
    await insertVideo(t.db, {
      id,
      name,
      sourceKey,
      sizeBytes: 1_572_864,
      encryptionKey: '00112233445566778899aabbccddeeff',
      createdAt: now,
      updatedAt: now,
    });
    await t.db
      .update(videos)
      .set({ status: 'ready', durationSeconds: 100, renditions: ['360p', '720p'], ...fields })
      .where(eq(videos.id, id));
    return id;
  }

  /** A course whose first two modules play the video; answers it with its modules' ids. */
  async function courseUsing(videoId: string, title: string) {
    const reference = hostedVideoReference(videoId);
    const course = await createCourse(t, {
      title,
      units: [
        {
          title: 'Unidad 1',
          modules: [
            { title: 'Clase con video', videoId: reference },
            { title: 'Repaso con video', videoId: ` ${reference.toUpperCase()} ` },
            { title: 'Otra clase', videoId: 'dQw4w9WgXcQ' },
          ],
        },
      ],
    });
    const modules = await t.db
      .select({ id: courseModules.id })
      .from(courseModules)
      .innerJoin(courseUnits, eq(courseUnits.id, courseModules.unitId))
      .where(eq(courseUnits.courseId, course.id))
      .orderBy(asc(courseModules.position));
    return { ...course, moduleIds: modules.map((module) => module.id) };
  }

  it('lists an upload with its size, date, length and qualities; deleting it removes its files', async () => {
    const clip = await clipBytes();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/videos?name=Clase%20suelta.mp4',
      headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie },
      payload: clip,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json();
    await expect
      .poll(async () => (await listed(id))?.status, { timeout: 30_000, interval: 200 })
      .toBe('ready');

    const video = (await listed(id))!;
    expect(video).toMatchObject({
      name: 'Clase suelta.mp4',
      sizeBytes: clip.length,
      renditions: ['360p'],
      usedBy: [],
    });
    expect(video.durationSeconds).toBeCloseTo(2, 0);
    expect(Date.parse(video.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(await asAdmin('GET', `/api/admin/videos/${id}`).then((r) => r.json())).toEqual(video);
    expect((await storage().listPrivate(`videos/${id}/`)).length).toBeGreaterThan(3);

    const deleted = await asAdmin('DELETE', `/api/admin/videos/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.body).toBe('');
    expect(await storage().listPrivate(`videos/${id}/`)).toEqual([]);
    expect(await listed(id)).toBeUndefined();
    const gone = await asAdmin('GET', `/api/admin/videos/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No encontramos ese video.');
    expect((await asAdmin('DELETE', `/api/admin/videos/${id}`)).statusCode).toBe(404);
  });

  it('names the lessons that play a video, and keeps it while any does', async () => {
    const id = await storedVideo('Clase compartida.mp4');
    const first = await courseUsing(id, 'Monotributo desde cero');
    const second = await courseUsing(id, 'Ganancias para empleados');

    const video = (await listed(id))!;
    expect(video).toMatchObject({ status: 'ready', sizeBytes: 1_572_864, durationSeconds: 100 });
    const use = (course: typeof first, index: number, moduleTitle: string) => ({
      courseId: course.id,
      courseTitle: course.title,
      courseSlug: course.slug,
      moduleId: course.moduleIds[index],
      moduleTitle,
    });
    // By course title, then by the module's place in the course.
    expect(video.usedBy).toEqual([
      use(second, 0, 'Clase con video'),
      use(second, 1, 'Repaso con video'),
      use(first, 0, 'Clase con video'),
      use(first, 1, 'Repaso con video'),
    ]);

    const refused = await asAdmin('DELETE', `/api/admin/videos/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Este video lo usan 4 clases: quitalo de ellas antes de eliminarlo.',
    );
    expect(await storage().statPrivate(`videos/${id}/source.mp4`)).toBeDefined();

    // Taken out of all but one lesson, it is still in use.
    await t.db
      .update(courseModules)
      .set({ videoId: '' })
      .where(eq(courseModules.id, first.moduleIds[0]!));
    for (const moduleId of second.moduleIds.slice(0, 2)) {
      await t.db.update(courseModules).set({ videoId: '' }).where(eq(courseModules.id, moduleId));
    }
    const once = await asAdmin('DELETE', `/api/admin/videos/${id}`);
    expect(once.json().message).toBe(videoInUse(1));
    expect(videoInUse(1)).toBe('Este video lo usa 1 clase: quitalo de ella antes de eliminarlo.');

    await t.db
      .update(courseModules)
      .set({ videoId: '' })
      .where(eq(courseModules.id, first.moduleIds[1]!));
    expect((await asAdmin('DELETE', `/api/admin/videos/${id}`)).statusCode).toBe(204);
    expect(await storage().listPrivate(`videos/${id}/`)).toEqual([]);
  });

  it('waits for a transcode that holds its video, not for one whose instance died', async () => {
    const now = t.app.ctx.now();
    const held = await storedVideo('En proceso.mp4', {
      status: 'processing',
      durationSeconds: null,
      renditions: null,
      heldUntil: new Date(now.getTime() + 60_000),
    });
    const refused = await asAdmin('DELETE', `/api/admin/videos/${held}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(VIDEO_PROCESSING);
    expect(await listed(held)).toMatchObject({ status: 'processing' });

    // Its instance stopped renewing the hold a while ago: nobody is transcoding it.
    await t.db
      .update(videos)
      .set({ heldUntil: new Date(now.getTime() - 1000) })
      .where(eq(videos.id, held));
    expect((await asAdmin('DELETE', `/api/admin/videos/${held}`)).statusCode).toBe(204);

    const failed = await storedVideo('Roto.mp4', { status: 'failed', error: 'No se pudo.' });
    expect(await listed(failed)).toMatchObject({ status: 'failed', error: 'No se pudo.' });
    expect((await asAdmin('DELETE', `/api/admin/videos/${failed}`)).statusCode).toBe(204);
  });

  it('counts plays, completions and where the others stopped, per lesson', async () => {
    const id = await storedVideo('Clase medida.mp4');
    const course = await courseUsing(id, 'Facturación electrónica');
    const [watched, review] = course.moduleIds as [number, number];
    const people = await t.db
      .insert(users)
      .values(
        Array.from({ length: 5 }, () => {
          const { password: _, ...person } = newPerson();
          return { ...person, passwordHash: 'x', emailVerified: true };
        }),
      )
      .returning({ id: users.id });
    const [a, b, c, d, e] = people.map((person) => person.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const position = (userId: string, seconds: number) => ({
      userId,
      courseId: course.id,
      moduleId: watched,
      seconds,
      watchedSeconds: seconds,
      reportedLength: 100,
    });
    // Two finished it; three stopped at 5 s, 8 s (the first tenth) and 73 s (the eighth).
    await t.db
      .insert(modulePositions)
      .values([position(a, 100), position(b, 95), position(c, 5), position(d, 8), position(e, 73)]);
    await t.db.insert(moduleProgress).values([
      { userId: a, moduleId: watched },
      { userId: b, moduleId: watched },
    ]);

    const stats = await asAdmin('GET', `/api/admin/videos/${id}/stats`);
    expect(stats.statusCode, stats.body).toBe(200);
    const [first, second] = stats.json().modules;
    expect(first).toMatchObject({
      moduleId: watched,
      moduleTitle: 'Clase con video',
      courseTitle: 'Facturación electrónica',
      plays: 5,
      completions: 2,
      completionRate: 40,
    });
    expect(first.dropOff.map((bucket: { students: number }) => bucket.students)).toEqual([
      2, 0, 0, 0, 0, 0, 0, 1, 0, 0,
    ]);
    expect(first.dropOff[7]).toEqual({ fromPercent: 70, toPercent: 80, students: 1 });
    expect(second).toMatchObject({
      moduleId: review,
      plays: 0,
      completions: 0,
      completionRate: null,
    });

    const unused = await storedVideo('Sin usar.mp4');
    expect((await asAdmin('GET', `/api/admin/videos/${unused}/stats`)).json()).toEqual({
      modules: [],
    });
    expect((await asAdmin('GET', `/api/admin/videos/${randomUUID()}/stats`)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const student = await verifiedPerson(t);
    const id = await storedVideo('Privado.mp4');
    for (const url of [`/api/admin/videos/${id}`, `/api/admin/videos/${id}/stats`]) {
      const method = url.endsWith('stats') ? 'GET' : 'DELETE';
      expect((await call(t, method, url, { cookie: student.cookie })).statusCode).toBe(403);
      expect((await call(t, method, url)).statusCode).toBe(401);
    }
    expect(await listed(id)).toBeDefined();
    expect(await storage().statPrivate(`videos/${id}/source.mp4`)).toBeDefined();
  });
});
