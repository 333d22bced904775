import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { buyWithSandbox } from '../../../../tests/support/purchases';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { LESSON_SUBTITLES, readyVideoRow } from '../../../../tests/support/hosted-videos';
import { hostedVideoReference } from '../../../shared/video-source';
import { LESSON_NOT_OWNED } from './transcript';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;
type Course = { id: number; slug: string; lessons: number[] };

const INTRO_EN = 'WEBVTT\n\n00:00.000 --> 00:04.000\nWelcome to the course.\n';

const CATEGORIES_SRT = [
  '1',
  '00:00:02,000 --> 00:00:05,000',
  'Las categorías dependen de la facturación anual.',
  '',
  '2',
  '00:00:12,000 --> 00:00:15,000',
  'Recategorizarse es obligatorio cada seis meses.',
].join('\n');

describe("a hosted lesson's transcript and the course's search of what is said", () => {
  const t = useTestApp();
  let admin: Person;
  let owner: Person;
  let stranger: Person;
  let refunded: Person;
  let course: Course;

  const sendCaptions = async (videoId: string, lang: string, text: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${videoId}/captions?lang=${lang}`,
      headers: { 'content-type': 'text/vtt', cookie: admin.cookie },
      payload: text,
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  /** A course of three lessons: two hosted videos with subtitles, one on YouTube. */
  async function createCourse(intro: string, categories: string): Promise<Course> {
    const created = await call(t, 'POST', '/api/admin/courses/create', {
      cookie: admin.cookie,
      body: {
        title: 'Monotributo desde cero',
        description: 'Categorías, facturación y recategorización, paso a paso.',
        category: 'profession',
        visibility: true,
        price: '18000',
        content: '## Temario\n\nMonotributo.',
        picture: null,
        units: [
          {
            title: 'Primeros pasos',
            modules: [
              { title: 'Introducción', videoId: hostedVideoReference(intro), durationMinutes: 1 },
              { title: 'Un video de YouTube', videoId: 'dQw4w9WgXcQ', durationMinutes: 1 },
            ],
          },
          {
            title: 'Categorías',
            modules: [{ title: 'Cómo elegirla', videoId: hostedVideoReference(categories) }],
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().course;
    const loaded = await call(t, 'GET', `/api/admin/courses/${id}/${slug}`, {
      cookie: admin.cookie,
    });
    const units: { modules: { id: number }[] }[] = loaded.json().course.units;
    return { id, slug, lessons: units.flatMap((unit) => unit.modules.map((m) => m.id)) };
  }

  beforeAll(async () => {
    [admin, owner, stranger, refunded] = await Promise.all([
      adminPerson(t),
      verifiedPerson(t),
      verifiedPerson(t),
      verifiedPerson(t),
    ]);
    const intro = await readyVideoRow(t);
    const categories = await readyVideoRow(t);
    await sendCaptions(intro, 'en', INTRO_EN);
    await sendCaptions(intro, 'es', LESSON_SUBTITLES);
    await sendCaptions(categories, 'es', CATEGORIES_SRT);
    course = await createCourse(intro, categories);

    await buyWithSandbox(t, owner.cookie, course.id, 'approved');
    const { purchaseId } = await buyWithSandbox(t, refunded.cookie, course.id, 'approved');
    const refund = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'Pidió la devolución por teléfono.' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
  });

  const lessonUrl = (lesson: number, rest: string) =>
    `/api/user/courses/${course.id}/${course.slug}/modules/${lesson}/${rest}`;
  const transcript = (lesson: number, cookie?: string, lang?: string) =>
    call(t, 'GET', lessonUrl(lesson, `transcript${lang ? `?lang=${lang}` : ''}`), { cookie });
  const search = (q: string, cookie: string | null = owner.cookie) =>
    call(
      t,
      'GET',
      `/api/user/courses/${course.id}/${course.slug}/search?q=${encodeURIComponent(q)}`,
      { cookie: cookie ?? undefined },
    );

  it("gives the owner the lesson's cues in Spanish, without markup, times in seconds", async () => {
    const response = await transcript(course.lessons[0]!, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      lang: 'es',
      cues: [
        { start: 0, end: 4, text: 'Bienvenidos al curso de monotributo.' },
        { start: 4, end: 9.5, text: 'Vamos a ver cómo se factura una prestación de servicios.' },
        { start: 65.25, end: 68, text: 'La facturación electrónica es obligatoria.' },
      ],
    });
    const english = await transcript(course.lessons[0]!, owner.cookie, 'en');
    expect(english.json()).toEqual({
      lang: 'en',
      cues: [{ start: 0, end: 4, text: 'Welcome to the course.' }],
    });
    // An administrator reads any course's.
    expect((await transcript(course.lessons[2]!, admin.cookie)).json().cues[1]).toEqual({
      start: 12,
      end: 15,
      text: 'Recategorizarse es obligatorio cada seis meses.',
    });
  });

  it('answers 404 for a lesson without a hosted video, or without subtitles in that language', async () => {
    const youtube = await transcript(course.lessons[1]!, owner.cookie);
    expect(youtube.statusCode).toBe(404);
    expect(youtube.json().message).toBe('Esta clase todavía no tiene transcripción.');
    expect((await transcript(course.lessons[2]!, owner.cookie, 'en')).statusCode).toBe(404);
    expect((await transcript(999_999, owner.cookie)).statusCode).toBe(404);
    const badLang = await transcript(course.lessons[0]!, owner.cookie, 'inglés');
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().errors[0].field).toBe('lang');
  });

  it('is for the course’s owners only: signed out 401, others and refunded buyers 403', async () => {
    expect((await transcript(course.lessons[0]!)).statusCode).toBe(401);
    for (const person of [stranger, refunded]) {
      const refused = await transcript(course.lessons[0]!, person.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(LESSON_NOT_OWNED);
      expect((await search('monotributo', person.cookie)).statusCode).toBe(403);
    }
    expect((await search('monotributo', null)).statusCode).toBe(401);
  });

  it('finds the lessons where words are said, ignoring accents and case, at their first cue', async () => {
    const response = await search('FACTURACION');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      matches: [
        {
          moduleId: course.lessons[0],
          snippet: 'La facturación electrónica es obligatoria.',
          at: 65.25,
        },
        {
          moduleId: course.lessons[2],
          snippet: 'Las categorías dependen de la facturación anual.',
          at: 2,
        },
      ],
    });
    // Every word; said in different cues, the first cue saying one of them.
    expect((await search('prestacion servicios')).json().matches).toEqual([
      {
        moduleId: course.lessons[0],
        snippet: 'Vamos a ver cómo se factura una prestación de servicios.',
        at: 4,
      },
    ]);
    expect((await search('recategorizarse anual')).json().matches).toEqual([
      {
        moduleId: course.lessons[2],
        snippet: 'Las categorías dependen de la facturación anual.',
        at: 2,
      },
    ]);
    // The other languages count too; nothing said, nothing found.
    expect((await search('welcome')).json().matches).toEqual([
      { moduleId: course.lessons[0], snippet: 'Welcome to the course.', at: 0 },
    ]);
    expect((await search('ganancias')).json().matches).toEqual([]);
  });

  it('refuses a search too short or too long, in Spanish', async () => {
    for (const q of ['a', ' b ', 'x'.repeat(101)]) {
      const response = await search(q);
      expect(response.statusCode, q).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: 'q' });
      expect(response.json().errors[0].message).toMatch(/búsqueda|letras/);
    }
  });
});
