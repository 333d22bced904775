import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import type { TestApp } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { lessonQuestions } from '../../db/schema';

type Course = Awaited<ReturnType<typeof createCourse>>;
type Unit = { id: number; modules: { id: number }[] };

const questionsPath = (course: Course, moduleId: number) =>
  `/api/user/courses/${course.id}/${course.slug}/modules/${moduleId}/questions`;

/** A course with an owner, and the ids of its lessons in order. */
async function ownedCourse(t: TestApp, who: { name: string; lastname: string }) {
  const course = await createCourse(t);
  const owner = await verifiedPerson(t, who);
  await enroll(t, owner.person.email, course.id);
  const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
    cookie: owner.cookie,
  });
  const lessons = (study.json().course.units as Unit[]).flatMap((u) => u.modules.map((m) => m.id));
  return { course, owner, lessons };
}

const ask = (
  t: TestApp,
  cookie: string | undefined,
  course: Course,
  moduleId: number,
  text: unknown,
) => call(t, 'POST', questionsPath(course, moduleId), { cookie, body: { text } });

const read = async (t: TestApp, cookie: string, course: Course, moduleId: number) => {
  const response = await call(t, 'GET', questionsPath(course, moduleId), { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().questions as {
    id: string;
    asker: string;
    own: boolean;
    hidden: boolean;
    textHtml: string;
    answerHtml: string | null;
  }[];
};

describe('questions under a lesson', () => {
  const t = useTestApp();

  it('lets an owner ask and every owner read it, newest first, asker as first name and initial', async () => {
    const { course, owner, lessons } = await ownedCourse(t, {
      name: 'María José',
      lastname: 'González',
    });
    const classmate = await verifiedPerson(t, { name: 'Tomás', lastname: 'ibarra' });
    await enroll(t, classmate.person.email, course.id);

    const first = await ask(t, owner.cookie, course, lessons[0]!, '¿El **IVA** se computa así?');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().question).toMatchObject({
      asker: 'María G.',
      own: true,
      textHtml: expect.stringContaining('<strong>IVA</strong>'),
      answerHtml: null,
    });
    expect(first.json().message).toMatch(/Recibimos tu pregunta/);
    expect(
      (await ask(t, classmate.cookie, course, lessons[0]!, '¿Y el monotributo?')).statusCode,
    ).toBe(201);
    expect(
      (await ask(t, classmate.cookie, course, lessons[1]!, 'Otra lección, otra duda.')).statusCode,
    ).toBe(201);

    const seen = await read(t, owner.cookie, course, lessons[0]!);
    expect(seen.map((q) => [q.asker, q.own])).toEqual([
      ['Tomás I.', false],
      ['María G.', true],
    ]);
    expect((await read(t, classmate.cookie, course, lessons[1]!)).map((q) => q.asker)).toEqual([
      'Tomás I.',
    ]);
  });

  it('renders markdown safely: no raw HTML, no script links, no pictures from elsewhere', async () => {
    const { course, owner, lessons } = await ownedCourse(t, { name: 'Ana', lastname: 'Paz' });
    const posted = await ask(
      t,
      owner.cookie,
      course,
      lessons[0]!,
      'Hola <script>alert(1)</script> <img src=x onerror=alert(2)> [clic](javascript:alert(3)) ' +
        '![foto](https://rastreo.example/pixel.gif) [ley](https://www.argentina.gob.ar/)',
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const [question] = await read(t, owner.cookie, course, lessons[0]!);
    expect(question!.textHtml).not.toMatch(/<script|onerror|javascript:|<img|rastreo/i);
    expect(question!.textHtml).toContain('Hola');
    expect(question!.textHtml).toContain('ley (https://www.argentina.gob.ar/)');
    expect(question!.textHtml).not.toContain('href="https://www.argentina.gob.ar/"');
  });

  it('keeps links to the site and shows other addresses as plain text, not links', async () => {
    const { course, owner, lessons } = await ownedCourse(t, { name: 'Ana', lastname: 'Paz' });
    const posted = await ask(
      t,
      owner.cookie,
      course,
      lessons[0]!,
      `[Descargá el material actualizado acá](https://login-estudio.example/ingresar) ` +
        `[el temario](/cursos) [la lección](${t.config.appUrl}/cursos/1) ` +
        `[otro](//login-estudio.example/x) <https://login-estudio.example/y>`,
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const [question] = await read(t, owner.cookie, course, lessons[0]!);
    const hrefs = [...question!.textHtml.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['/cursos', `${t.config.appUrl}/cursos/1`]);
    expect(question!.textHtml).toContain(
      'Descargá el material actualizado acá (https://login-estudio.example/ingresar)',
    );
    expect(question!.textHtml).toContain('otro (//login-estudio.example/x)');
    expect(question!.textHtml).toContain('https://login-estudio.example/y');
  });

  it('refuses strangers (401), students of other courses (403) and lessons of another course (404)', async () => {
    const { course, owner, lessons } = await ownedCourse(t, { name: 'Ana', lastname: 'Paz' });
    const other = await ownedCourse(t, { name: 'Luis', lastname: 'Sosa' });

    const anonymous = await ask(t, undefined, course, lessons[0]!, '¿Se puede preguntar?');
    expect(anonymous.statusCode).toBe(401);
    expect((await call(t, 'GET', questionsPath(course, lessons[0]!))).statusCode).toBe(401);

    const outsider = await ask(t, other.owner.cookie, course, lessons[0]!, '¿Se puede preguntar?');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('Todavía no tenés acceso a este curso.');
    const peek = await call(t, 'GET', questionsPath(course, lessons[0]!), {
      cookie: other.owner.cookie,
    });
    expect(peek.statusCode).toBe(403);

    const foreignLesson = await ask(t, owner.cookie, course, other.lessons[0]!, '¿Y esta lección?');
    expect(foreignLesson.statusCode).toBe(404);
    expect(foreignLesson.json().message).toBe('No encontramos esa lección en este curso.');
    const missingCourse = await call(t, 'GET', `/api/user/courses/999999/x/modules/1/questions`, {
      cookie: owner.cookie,
    });
    expect(missingCourse.statusCode).toBe(404);
    const badLesson = await call(
      t,
      'GET',
      `/api/user/courses/${course.id}/x/modules/abc/questions`,
      {
        cookie: owner.cookie,
      },
    );
    expect(badLesson.statusCode).toBe(400);

    expect(await t.db.select().from(lessonQuestions)).not.toContainEqual(
      expect.objectContaining({ text: '¿Se puede preguntar?' }),
    );
  });

  it('answers Spanish field errors under text for an empty or too long question', async () => {
    const { course, owner, lessons } = await ownedCourse(t, { name: 'Ana', lastname: 'Paz' });
    const empty = await ask(t, owner.cookie, course, lessons[0]!, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Ingresá tu pregunta.',
      errors: [{ field: 'text', message: 'Ingresá tu pregunta.' }],
    });
    const long = await ask(t, owner.cookie, course, lessons[0]!, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { field: 'text', message: 'La pregunta puede tener como máximo 2000 caracteres.' },
    ]);
    const missing = await call(t, 'POST', questionsPath(course, lessons[0]!), {
      cookie: owner.cookie,
      body: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'text', message: 'Ingresá tu pregunta.' }]);
    expect(await read(t, owner.cookie, course, lessons[0]!)).toEqual([]);
  });

  it('an admin, who may study any course, may read and ask too', async () => {
    const { course, lessons } = await ownedCourse(t, { name: 'Ana', lastname: 'Paz' });
    const admin = await adminPerson(t, { name: 'Valeria', lastname: 'Ferraro' });
    expect((await ask(t, admin.cookie, course, lessons[0]!, 'Nota para revisar.')).statusCode).toBe(
      201,
    );
  });
});

describe('questions per hour', () => {
  const t = useTestApp();

  it('takes five questions an hour from one person, in any course, then answers 429 in Spanish', async () => {
    const { course, owner, lessons } = await ownedCourse(t, { name: 'Ana', lastname: 'Paz' });
    const second = await createCourse(t);
    await enroll(t, owner.person.email, second.id);
    const secondLessons = (
      (
        await call(t, 'GET', `/api/user/courses/${second.id}/${second.slug}`, {
          cookie: owner.cookie,
        })
      ).json().course.units as Unit[]
    ).flatMap((u) => u.modules.map((m) => m.id));

    for (let i = 1; i <= 4; i++) {
      expect(
        (await ask(t, owner.cookie, course, lessons[0]!, `Pregunta número ${i}`)).statusCode,
      ).toBe(201);
    }
    expect(
      (await ask(t, owner.cookie, second, secondLessons[0]!, 'Pregunta número 5')).statusCode,
    ).toBe(201);
    const limited = await ask(t, owner.cookie, course, lessons[1]!, 'Pregunta número 6');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Ya hiciste varias preguntas en la última hora. Esperá un rato y volvé a preguntar.',
    );
    expect(await t.db.select().from(lessonQuestions)).toHaveLength(5);

    // Someone else is not held back.
    const classmate = await verifiedPerson(t);
    await enroll(t, classmate.person.email, course.id);
    expect(
      (await ask(t, classmate.cookie, course, lessons[0]!, 'Mi primera duda')).statusCode,
    ).toBe(201);

    t.clock.advance(61 * 60 * 1000);
    expect((await ask(t, owner.cookie, course, lessons[1]!, 'Pregunta número 6')).statusCode).toBe(
      201,
    );
  });

  it('counts questions sent at the same moment one after another: five pass, the rest are refused', async () => {
    const { course, owner, lessons } = await ownedCourse(t, { name: 'Ana', lastname: 'Paz' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ask(t, owner.cookie, course, lessons[0]!, `Pregunta simultánea ${i}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
  });
});
