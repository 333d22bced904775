import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { hostedVideoReference } from '../../../shared/video-source';
import { insertVideo, markReady } from '../videos/video-store';

const course = (durations: unknown[], videoIds: string[] = []) => ({
  title: 'Liquidación de sueldos para pymes',
  description: 'Recibos, cargas sociales y vacaciones, paso a paso con casos reales.',
  category: 'profession',
  visibility: false,
  price: '18000',
  content: '## Temario\n\nSueldos.',
  picture: null,
  units: [
    {
      title: 'Conceptos',
      modules: durations.map((durationMinutes, index) => ({
        title: `Módulo ${index + 1}`,
        videoId: videoIds[index] ?? '',
        durationMinutes,
      })),
    },
  ],
});

describe("the course editor: each module's duration", () => {
  const t = useTestApp();

  it('keeps each duration, as typed in the dialog, and refuses a bad one next to its field', async () => {
    const admin = await adminPerson(t);
    const created = await call(t, 'POST', '/api/admin/courses/create', {
      cookie: admin.cookie,
      body: course(['45', 30]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().course;
    const loaded = await call(t, 'GET', `/api/admin/courses/${id}/${slug}`, {
      cookie: admin.cookie,
    });
    const modules = loaded.json().course.units[0].modules;
    expect(modules.map((m: { durationMinutes: number }) => m.durationMinutes)).toEqual([45, 30]);

    for (const [bad, message] of [
      ['-5', 'La duración no puede ser negativa.'],
      ['12.5', 'La duración va en minutos enteros.'],
      ['cuarenta', 'Ingresá la duración en minutos.'],
    ]) {
      const refused = await call(t, 'POST', '/api/admin/courses/create', {
        cookie: admin.cookie,
        body: course([bad]),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContainEqual({
        field: 'units.0.modules.0.durationMinutes',
        message,
      });
    }
  });

  it('makes a module playing a ready hosted video last the video, in minutes rounded up', async () => {
    const admin = await adminPerson(t);
    const now = t.app.ctx.now();
    const hostedVideo = async (durationSeconds?: number) => {
      const id = randomUUID();
      await insertVideo(t.db, {
        id,
        name: `${id}.mp4`,
        sourceKey: `videos/${id}/source.mp4`,
        sizeBytes: 1,
        encryptionKey: '00'.repeat(16),
        createdAt: now,
        updatedAt: now,
      });
      if (durationSeconds !== undefined) {
        await markReady(t.db, id, { durationSeconds, renditions: ['360p'], at: now });
      }
      return hostedVideoReference(id);
    };
    const [long, short, processing] = [
      await hostedVideo(754.2),
      await hostedVideo(60),
      await hostedVideo(),
    ];

    // Typed durations are the admin's guess: a ready video's own length wins; one still
    // processing leaves the typed one.
    const created = await call(t, 'POST', '/api/admin/courses/create', {
      cookie: admin.cookie,
      body: course(['', 5, 40, 7], [long, short, processing, 'dQw4w9WgXcQ']),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().course;
    const minutes = async () =>
      (await call(t, 'GET', `/api/admin/courses/${id}/${slug}`, { cookie: admin.cookie }))
        .json()
        .course.units[0].modules.map((m: { durationMinutes: number }) => m.durationMinutes);
    expect(await minutes()).toEqual([13, 1, 40, 7]);

    // The video that was processing is ready by the next save.
    await markReady(t.db, processing.slice('video:'.length), {
      durationSeconds: 95,
      renditions: ['360p'],
      at: now,
    });
    const saved = await call(t, 'PUT', `/api/admin/courses/${id}/${slug}`, {
      cookie: admin.cookie,
      body: course([0, 0, 40, 7], [long, short, processing, 'dQw4w9WgXcQ']),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await minutes()).toEqual([13, 1, 2, 7]);
  });
});
