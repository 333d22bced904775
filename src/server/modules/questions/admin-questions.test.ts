import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { lessonPath } from '../../../shared/lesson-links';
import { lessonQuestions, mailOutbox } from '../../db/schema';

type Listed = {
  id: string;
  course: { id: number; title: string };
  lesson: { id: number; title: string };
  asker: { name: string; email: string };
  text: string;
  answer: string | null;
  answeredBy: string | null;
  hiddenAt: string | null;
};
type Unit = { id: number; modules: { id: number }[] };

describe('admin: lesson questions', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminPerson>>;
  let maria: Awaited<ReturnType<typeof verifiedPerson>>;
  let tomas: Awaited<ReturnType<typeof verifiedPerson>>;
  let iva: Awaited<ReturnType<typeof createCourse>>;
  let sueldos: Awaited<ReturnType<typeof createCourse>>;
  let ivaLesson: number;
  const ids: Record<string, string> = {};

  const list = async (query = '') => {
    const response = await call(t, 'GET', `/api/admin/questions?${query}`, {
      cookie: admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { questions: Listed[]; total: number; page: number };
  };
  const texts = async (query = '') => (await list(query)).questions.map((q) => q.text);
  const answer = (id: string, text: unknown) =>
    call(t, 'POST', `/api/admin/questions/${id}/answer`, { cookie: admin.cookie, body: { text } });
  const unanswered = async () =>
    (await call(t, 'GET', '/api/admin/questions/unanswered', { cookie: admin.cookie })).json()
      .count as number;
  const lessonQuestionsOf = async (cookie: string) =>
    (
      await call(
        t,
        'GET',
        `/api/user/courses/${iva.id}/${iva.slug}/modules/${ivaLesson}/questions`,
        { cookie },
      )
    ).json().questions as { asker: string; textHtml: string; answerHtml: string | null }[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminPerson(t, { name: 'Valeria', lastname: 'Ferraro' });
    iva = await createCourse(t, { title: 'IVA para monotributistas' });
    sueldos = await createCourse(t, { title: 'Sueldos y cargas sociales' });
    maria = await verifiedPerson(t, { name: 'María', lastname: 'González' });
    tomas = await verifiedPerson(t, { name: 'Tomás', lastname: 'Ibarra' });
    for (const person of [maria, tomas]) {
      await enroll(t, person.person.email, iva.id);
      await enroll(t, person.person.email, sueldos.id);
    }
    const lessonOf = async (course: typeof iva) =>
      (
        (
          await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
            cookie: maria.cookie,
          })
        ).json().course.units as Unit[]
      )[0]!.modules[0]!.id;
    ivaLesson = await lessonOf(iva);
    const sueldosLesson = await lessonOf(sueldos);
    const asked = [
      [maria, iva, ivaLesson, '¿Cómo se calcula el IVA?'],
      [tomas, sueldos, sueldosLesson, '¿Qué es el SAC?'],
      [tomas, iva, ivaLesson, '¿Hay que facturar con IVA discriminado?'],
    ] as const;
    for (const [who, course, lesson, text] of asked) {
      const response = await call(
        t,
        'POST',
        `/api/user/courses/${course.id}/${course.slug}/modules/${lesson}/questions`,
        { cookie: who.cookie, body: { text } },
      );
      expect(response.statusCode, response.body).toBe(201);
      ids[text] = response.json().question.id;
      t.clock.advance(60_000);
    }
  });
  afterAll(async () => t.close());

  it('lists every question newest first with its course, lesson and asker', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.questions.map((q) => q.text)).toEqual([
      '¿Hay que facturar con IVA discriminado?',
      '¿Qué es el SAC?',
      '¿Cómo se calcula el IVA?',
    ]);
    expect(page.questions[2]).toMatchObject({
      course: { id: iva.id, title: 'IVA para monotributistas' },
      lesson: { id: ivaLesson, title: 'Módulo 1.1' },
      asker: { name: 'María González', email: maria.person.email },
      answer: null,
      hiddenAt: null,
    });
    expect(await unanswered()).toBe(3);
  });

  it('filters by course, and takes a malformed course as every course', async () => {
    expect(await texts(`courseId=${sueldos.id}`)).toEqual(['¿Qué es el SAC?']);
    expect(await texts(`courseId=${iva.id}`)).toHaveLength(2);
    expect(await texts('courseId=abc')).toHaveLength(3);
  });

  it('answers: the asker gets one e-mail with the answer and the lesson link, unanswered go first', async () => {
    const since = t.smtp.messages.length;
    const question = ids['¿Cómo se calcula el IVA?']!;
    const response = await answer(question, 'Se aplica la **alícuota** sobre el neto.');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().question).toMatchObject({
      answer: 'Se aplica la **alícuota** sobre el neto.',
      answeredBy: 'Valeria',
    });

    const mail = await t.smtp.waitFor(maria.person.email, { since });
    expect(mail.subject).toBe('Respondimos tu pregunta sobre «Módulo 1.1»');
    expect(mail.text).toContain('Se aplica la **alícuota** sobre el neto.');
    expect(mail.text).toContain('> ¿Cómo se calcula el IVA?');
    // The HTML part shows the answer as the lesson does: bold, not asterisks.
    expect(mail.html).toContain('<strong>alícuota</strong>');
    expect(mail.html).not.toContain('**alícuota**');
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link).toBe(`${t.config.appUrl}${lessonPath(iva, ivaLesson)}`);

    // The link's course, slug and lesson lead to the answer under 'Preguntas'.
    const url = new URL(link!);
    const [, , , courseId, slug] = url.pathname.split('/');
    const shown = await call(
      t,
      'GET',
      `/api/user/courses/${courseId}/${slug}/modules/${url.searchParams.get('lesson')}/questions`,
      { cookie: maria.cookie },
    );
    expect(shown.json().questions).toContainEqual(
      expect.objectContaining({
        answerHtml: expect.stringContaining('<strong>alícuota</strong>'),
      }),
    );

    expect(await texts()).toEqual([
      '¿Hay que facturar con IVA discriminado?',
      '¿Qué es el SAC?',
      '¿Cómo se calcula el IVA?',
    ]);
    expect(await unanswered()).toBe(2);
  });

  it('edits an answer without mailing the asker again', async () => {
    const question = ids['¿Cómo se calcula el IVA?']!;
    const edited = await answer(question, 'Se aplica la alícuota del 21 % sobre el neto.');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().question.answer).toBe('Se aplica la alícuota del 21 % sobre el neto.');
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `question-answer:${question}`));
    expect(mails).toHaveLength(1);
    const [classmateView] = await lessonQuestionsOf(tomas.cookie).then((qs) =>
      qs.filter((q) => q.asker === 'María G.'),
    );
    expect(classmateView?.answerHtml).toContain('21 %');
  });

  it('hides a question from the other students, not from its asker, and shows it again', async () => {
    const question = ids['¿Hay que facturar con IVA discriminado?']!;
    const hidden = await call(t, 'POST', `/api/admin/questions/${question}/hide`, {
      cookie: admin.cookie,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().question.hiddenAt).not.toBeNull();
    expect(await unanswered()).toBe(1);

    expect((await lessonQuestionsOf(maria.cookie)).map((q) => q.asker)).toEqual(['María G.']);
    expect(await lessonQuestionsOf(tomas.cookie)).toContainEqual(
      expect.objectContaining({ asker: 'Tomás I.', hidden: true }),
    );

    const shown = await call(t, 'POST', `/api/admin/questions/${question}/unhide`, {
      cookie: admin.cookie,
    });
    expect(shown.json().question.hiddenAt).toBeNull();
    expect((await lessonQuestionsOf(maria.cookie)).map((q) => q.asker)).toEqual([
      'Tomás I.',
      'María G.',
    ]);
  });

  it('refuses an empty or too long answer in Spanish under text, sending nothing', async () => {
    const queued = (await t.db.select().from(mailOutbox)).length;
    const question = ids['¿Qué es el SAC?']!;
    const empty = await answer(question, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'text', message: 'Ingresá la respuesta.' }]);
    const long = await answer(question, 'a'.repeat(2001));
    expect(long.json().errors).toEqual([
      { field: 'text', message: 'La respuesta puede tener como máximo 2000 caracteres.' },
    ]);
    expect((await t.db.select().from(mailOutbox)).length).toBe(queued);
    const [row] = await t.db.select().from(lessonQuestions).where(eq(lessonQuestions.id, question));
    expect(row?.answer).toBeNull();
  });

  it('answers 404 for a question that does not exist and 400 for a malformed id', async () => {
    const missing = await answer('00000000-0000-4000-8000-000000000000', 'Hola.');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No encontramos esa pregunta.');
    const hide = await call(
      t,
      'POST',
      '/api/admin/questions/00000000-0000-4000-8000-000000000000/hide',
      {
        cookie: admin.cookie,
      },
    );
    expect(hide.statusCode).toBe(404);
    expect((await answer('no-es-un-id', 'Hola.')).statusCode).toBe(400);
  });

  it('pages the list ten at a time, the answered question last though newer than ten others', async () => {
    const longAgo = new Date(Date.UTC(2026, 0, 5));
    const rows = Array.from({ length: 10 }, (_, i) => ({
      createdAt: new Date(longAgo.getTime() + i * 60_000),
      courseId: iva.id,
      moduleId: ivaLesson,
      userId: tomas.user.id,
      text: `Pregunta guardada ${i}`,
    }));
    await t.db.insert(lessonQuestions).values(rows);
    const first = await list();
    expect(first.total).toBe(13);
    expect(first.questions).toHaveLength(10);
    const second = await list('page=2');
    expect(second.questions).toHaveLength(3);
    expect(second.questions.at(-1)?.text).toBe('¿Cómo se calcula el IVA?');
  });

  it('is for administrators only', async () => {
    const asStudent = await call(t, 'GET', '/api/admin/questions', { cookie: maria.cookie });
    expect(asStudent.statusCode).toBe(403);
    const anonymous = await call(
      t,
      'POST',
      `/api/admin/questions/${ids['¿Qué es el SAC?']}/answer`,
      {
        body: { text: 'Hola.' },
      },
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
