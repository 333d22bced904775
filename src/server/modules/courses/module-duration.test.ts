import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { readyVideoRow } from '../../../../tests/support/hosted-videos';
import { hostedVideoReference } from '../../../shared/video-source';
import { videos } from '../../db/schema';

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
    const [long, short, later] = [
      await readyVideoRow(t, 754.2),
      await readyVideoRow(t, 60),
      await readyVideoRow(t, 95),
    ];
    const setStatus = (status: 'processing' | 'ready') =>
      t.db.update(videos).set({ status }).where(eq(videos.id, later));
    await setStatus('processing');
    const references = [long, short, later, randomUUID()].map(hostedVideoReference);

    // Typed durations are the admin's guess: a ready video's own length wins; one still
    // processing (or unknown) leaves the typed one, as does a YouTube video.
    const created = await call(t, 'POST', '/api/admin/courses/create', {
      cookie: admin.cookie,
      body: course(['', 5, 40, 3, 7], [...references, 'dQw4w9WgXcQ']),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().course;
    const minutes = async () =>
      (await call(t, 'GET', `/api/admin/courses/${id}/${slug}`, { cookie: admin.cookie }))
        .json()
        .course.units[0].modules.map((m: { durationMinutes: number }) => m.durationMinutes);
    expect(await minutes()).toEqual([13, 1, 40, 3, 7]);

    // The video that was processing is ready by the next save.
    await setStatus('ready');
    const saved = await call(t, 'PUT', `/api/admin/courses/${id}/${slug}`, {
      cookie: admin.cookie,
      body: course([0, 0, 40, 3, 7], [...references, 'dQw4w9WgXcQ']),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await minutes()).toEqual([13, 1, 2, 3, 7]);
  });
});
