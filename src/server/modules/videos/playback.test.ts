import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPerson,
  call,
  sessionCookie,
  verifiedPerson,
} from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import {
  hostedCourse,
  readyVideoRow,
  settledVideo,
  uploadVideo,
} from '../../../../tests/support/hosted-videos';
import { makeClip } from '../../../../tests/support/video-clip';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { heartbeat } from '../../../../tests/support/watching';
import type { Playback } from '../../../shared/responses/video-playback';
import { modulePositions, playbackNetworks, users } from '../../db/schema';
import { revokeCourse } from '../enrollments/service';
import { TOO_MANY_DEVICES } from './playback-devices';
import { ADDRESS_NOT_VALID } from './playback-routes';
import { startVideoProcessing } from './transcode-job';
import { VIDEO_NOT_OWNED } from './video-key';
import { findVideo } from './video-store';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;
type Course = Awaited<ReturnType<typeof createCourse>>;

describe('playing a hosted lesson', () => {
  const t = useTestApp();
  let admin: Person;
  let owner: Person;
  let stranger: Person;
  let folder: string;
  let videoId: string;
  let course: Course;
  let moduleId: number;

  const moduleOf = async (courseId: number, cookie: string): Promise<number> =>
    (await call(t, 'GET', `/api/user/courses/${courseId}/x`, { cookie })).json().course.units[0]
      .modules[0].id;
  const open = (
    cookie: string | undefined,
    target = { courseId: course.id, moduleId },
    ip?: string,
  ) =>
    call(t, 'POST', `/api/user/courses/${target.courseId}/x/modules/${target.moduleId}/playback`, {
      cookie,
      ip,
    });
  const get = (url: string, cookie?: string) => call(t, 'GET', url, { cookie });
  /** Another sign-in of the same account: another browser, another device. */
  async function anotherDevice(person: Person): Promise<string> {
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: person.person.email, password: person.person.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    return sessionCookie(login);
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'playback-test-'));
    const clip = makeClip(folder, 6);
    admin = await adminPerson(t);
    owner = await verifiedPerson(t);
    await t.db
      .update(users)
      .set({ document: '30123456' })
      .where(eq(users.email, owner.person.email));
    stranger = await verifiedPerson(t);
    await t.app.ctx.jobs.start();
    await startVideoProcessing(t.app.ctx);
    const uploaded = await uploadVideo(t, 'Clase 1.mp4', await clip, admin.cookie);
    videoId = uploaded.json().id;
    expect((await settledVideo(t, videoId, admin.cookie)).status).toBe('ready');
    course = await hostedCourse(t, videoId);
    await enroll(t, owner.person.email, course.id);
    moduleId = await moduleOf(course.id, owner.cookie);
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('gives the owner addresses signed for their session, and the key, kept by no cache', async () => {
    const opened = await open(owner.cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const playback: Playback = opened.json();
    const base = new RegExp(`^/api/videos/${videoId}/t/\\d+\\.[\\w-]+/`);
    expect(playback.hls).toMatch(new RegExp(`${base.source}master\\.m3u8$`));
    expect(playback.poster).toMatch(base);
    expect(playback.captions).toEqual([]);
    expect(playback.watermark).toBe(`${owner.person.name} ${owner.person.lastname} · DNI ···456`);
    expect(playback.durationSeconds).toBeCloseTo(6, 0);
    const expires = new Date(playback.expiresAt).getTime() - t.app.ctx.now().getTime();
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000);

    const master = await get(playback.hls, owner.cookie);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toMatch(/mpegurl/);
    expect(master.headers['cache-control']).toBe('private, no-store');
    expect(master.body).toContain('360p/index.m3u8');
    const variantUrl = playback.hls.replace('master.m3u8', '360p/index.m3u8');
    const variant = await get(variantUrl, owner.cookie);
    expect(variant.body).toContain(`URI="/api/videos/${videoId}/key"`);
    const segment = variant.body.split('\n').find((line) => line.endsWith('.ts'))!;
    const bytes = await get(variantUrl.replace('index.m3u8', segment), owner.cookie);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.length).toBeGreaterThan(1000);
    expect((await get(playback.poster, owner.cookie)).headers['content-type']).toBe('image/jpeg');

    const key = await get(`/api/videos/${videoId}/key`, owner.cookie);
    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).toBe('private, no-store');
    expect(key.rawPayload.toString('hex')).toBe((await findVideo(t.db, videoId))!.encryptionKey);
  });

  it('marks the video with the e-mail of an account without a DNI', async () => {
    const person = await verifiedPerson(t);
    await enroll(t, person.person.email, course.id);
    const { watermark } = (await open(person.cookie)).json() as Playback;
    expect(watermark).toBe(
      `${person.person.name} ${person.person.lastname} · ${person.person.email}`,
    );
  });

  it('refuses visitors, strangers and a refunded buyer the playback and the key', async () => {
    expect((await open(undefined)).statusCode).toBe(401);
    expect((await get(`/api/videos/${videoId}/key`)).statusCode).toBe(401);

    const refused = await open(stranger.cookie);
    expect(refused.statusCode).toBe(403);
    const key = await get(`/api/videos/${videoId}/key`, stranger.cookie);
    expect(key.statusCode).toBe(403);
    expect(key.json().message).toBe(VIDEO_NOT_OWNED);

    const refunded = await verifiedPerson(t);
    await enroll(t, refunded.person.email, course.id);
    expect((await open(refunded.cookie)).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, refunded.person.email));
    await revokeCourse(t.db, { userId: user!.id, courseId: course.id });
    expect((await open(refunded.cookie)).statusCode).toBe(403);
    expect((await get(`/api/videos/${videoId}/key`, refunded.cookie)).statusCode).toBe(403);

    // An admin checks any course, and counts for no device.
    expect((await open(admin.cookie)).statusCode).toBe(200);
  });

  it('refuses a copied, tampered or expired address', async () => {
    const { hls } = (await open(owner.cookie)).json() as Playback;
    expect((await get(hls)).statusCode).toBe(401);
    const copied = await get(hls, stranger.cookie);
    expect(copied.statusCode).toBe(403);
    expect(copied.json().message).toBe(ADDRESS_NOT_VALID);
    const tampered = hls.replace(
      /t\/(\d+)\./,
      (_match, expiry: string) => `t/${Number(expiry) + 600}.`,
    );
    expect((await get(tampered, owner.cookie)).statusCode).toBe(403);
    const otherFile = hls.replace('master.m3u8', 'source.mp4');
    expect((await get(otherFile, owner.cookie)).statusCode).toBe(404);

    t.clock.advance(10 * 60_000 + 1000);
    expect((await get(hls, owner.cookie)).statusCode).toBe(403);
    // Asking again (as the player does before the address expires) gives a fresh one.
    const renewed = (await open(owner.cookie)).json() as Playback;
    expect((await get(renewed.hls, owner.cookie)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
  });

  it('counts a hosted lesson by its own length, whatever the player reports', async () => {
    await heartbeat(t, owner.cookie, course.id, { moduleId, seconds: 0, duration: 3600 });
    const [user] = await t.db.select().from(users).where(eq(users.email, owner.person.email));
    const [position] = await t.db
      .select()
      .from(modulePositions)
      .where(and(eq(modulePositions.userId, user!.id), eq(modulePositions.moduleId, moduleId)));
    expect(position!.reportedLength).toBeCloseTo(6, 0);
  });

  it('answers 404 for a lesson without a hosted video', async () => {
    const other = await createCourse(t);
    await enroll(t, owner.person.email, other.id);
    const response = await open(owner.cookie, {
      courseId: other.id,
      moduleId: await moduleOf(other.id, owner.cookie),
    });
    expect(response.statusCode).toBe(404);
  });

  describe('devices', () => {
    let student: Person;
    let lesson: { courseId: number; moduleId: number };
    beforeAll(async () => {
      t.clock.advance(5 * 60_000);
      student = await verifiedPerson(t);
      const shared = await hostedCourse(t, await readyVideoRow(t));
      await enroll(t, student.person.email, shared.id);
      lesson = { courseId: shared.id, moduleId: await moduleOf(shared.id, student.cookie) };
    });

    it('plays on two at once; a third is refused until one has stopped for a minute', async () => {
      const second = await anotherDevice(student);
      const third = await anotherDevice(student);
      expect((await open(student.cookie, lesson)).statusCode).toBe(200);
      expect((await open(second, lesson)).statusCode).toBe(200);
      // The same device asking again keeps its own place.
      expect((await open(student.cookie, lesson)).statusCode).toBe(200);
      const refused = await open(third, lesson);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(TOO_MANY_DEVICES);

      // The first keeps playing (its position saves), the second stops.
      t.clock.advance(40_000);
      const saved = await heartbeat(t, student.cookie, lesson.courseId, {
        moduleId: lesson.moduleId,
        seconds: 40,
      });
      expect(saved.statusCode).toBe(204);
      expect((await open(third, lesson)).statusCode).toBe(409);
      t.clock.advance(25_000);
      expect((await open(third, lesson)).statusCode).toBe(200);
      // Now the one that stopped is the third.
      expect((await open(second, lesson)).statusCode).toBe(409);
    });

    it('notes each network playback is opened from, for the shared-account signal', async () => {
      const person = await verifiedPerson(t);
      const own = await hostedCourse(t, await readyVideoRow(t));
      await enroll(t, person.person.email, own.id);
      const target = { courseId: own.id, moduleId: await moduleOf(own.id, person.cookie) };
      for (const ip of ['198.51.100.7', '198.51.100.99', '203.0.113.5', '2001:db8:5::1']) {
        expect((await open(person.cookie, target, ip)).statusCode).toBe(200);
      }
      const [user] = await t.db.select().from(users).where(eq(users.email, person.person.email));
      const networks = await t.db
        .select({ network: playbackNetworks.network, plays: playbackNetworks.plays })
        .from(playbackNetworks)
        .where(eq(playbackNetworks.userId, user!.id));
      expect(networks.sort((a, b) => a.network.localeCompare(b.network))).toEqual([
        { network: '198.51.100.0/24', plays: 2 },
        { network: '2001:0db8:0005::/48', plays: 1 },
        { network: '203.0.113.0/24', plays: 1 },
      ]);
    });
  });
});
