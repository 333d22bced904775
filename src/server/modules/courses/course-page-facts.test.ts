import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';

const form = (faq: unknown) => ({
  title: `Sociedades anónimas simplificadas ${Date.now()}`,
  description: 'Constitución, libros digitales y obligaciones de una SAS, paso a paso.',
  category: 'profession',
  visibility: true,
  price: '22000',
  content: '',
  picture: null,
  faq,
  units: [
    {
      title: 'Constitución',
      modules: [
        { title: 'Estatuto', videoId: '', durationMinutes: 50 },
        { title: 'Inscripción', videoId: '', durationMinutes: 40 },
      ],
    },
  ],
});

describe("a course page's facts and its questions answered", () => {
  const t = useTestApp();

  it('saves the course’s own questions with the course, and answers them on its page', async () => {
    const admin = await adminPerson(t);
    const faq = [
      {
        question: '¿Sirve si ya tengo una SRL?',
        answer: 'Sí: la unidad 3 compara las dos y explica cómo transformar una SRL en SAS.',
      },
    ];
    const created = await call(t, 'POST', '/api/admin/courses/create', {
      cookie: admin.cookie,
      body: form(faq),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().course;
    const loaded = await call(t, 'GET', `/api/admin/courses/${id}/${slug}`, {
      cookie: admin.cookie,
    });
    expect(loaded.json().course.faq).toEqual(faq);
    const page = await call(t, 'GET', `/api/courses/${id}/${slug}`);
    expect(page.json().course.faq).toEqual(faq);
    expect(page.json().course.facts).toEqual({
      minutes: 90,
      lessons: 2,
      evaluations: 0,
      students: null,
    });

    const refused = await call(t, 'POST', '/api/admin/courses/create', {
      cookie: admin.cookie,
      body: form([{ question: '¿?', answer: '' }]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'faq.0.question', message: 'La pregunta debe tener al menos 5 caracteres.' },
        { field: 'faq.0.answer', message: 'Ingresá la respuesta.' },
      ]),
    );
    const tooMany = await call(t, 'POST', '/api/admin/courses/create', {
      cookie: admin.cookie,
      body: form(Array.from({ length: 13 }, () => faq[0])),
    });
    expect(tooMany.json().errors).toContainEqual({
      field: 'faq',
      message: 'Hasta 12 preguntas frecuentes.',
    });
  });

  it('states its students only once they are at least ten', async () => {
    const course = await createCourse(t, { title: `Monotributo social ${Date.now()}` });
    const students = async () =>
      (await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`)).json().course.facts
        .students;
    for (let i = 0; i < 9; i += 1)
      await enroll(t, (await verifiedPerson(t)).person.email, course.id);
    expect(await students()).toBeNull();
    await enroll(t, (await verifiedPerson(t)).person.email, course.id);
    expect(await students()).toBe(10);
  });
});
