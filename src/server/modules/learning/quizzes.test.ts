import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/format-date';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { watchAndTick } from '../../../../tests/support/watching';

type Question = {
  id: number;
  text: string;
  explanation?: string;
  options: { id: number; text: string; correct: boolean }[];
};
type EditorUnit = {
  id: number;
  title: string;
  modules: { id: number; title: string; videoId: string }[];
  quiz: { passingScore: number; questions: Question[] } | null;
};

const QUIZ = {
  passingScore: 60,
  questions: [
    {
      text: '¿Qué organismo administra el monotributo?',
      explanation: 'El monotributo lo administra ARCA (ex AFIP).',
      options: [
        { text: 'ARCA', correct: true },
        { text: 'El Banco Central', correct: false },
      ],
    },
    {
      text: '¿Qué impuestos reemplaza el componente impositivo del monotributo?',
      options: [
        { text: 'Ganancias', correct: true },
        { text: 'IVA', correct: true },
        { text: 'Ingresos Brutos de todas las provincias', correct: false },
      ],
    },
  ],
};

describe('unit evaluations', () => {
  const t = useTestApp();

  /** A course whose first unit has QUIZ, saved through the editor, and an owner of it. */
  async function courseWithQuiz(quiz: unknown = QUIZ) {
    const course = await createCourse(t, {
      units: [
        {
          title: 'Unidad 1',
          modules: [
            { title: 'Módulo 1.1', videoId: 'dQw4w9WgXcQ' },
            { title: 'Módulo 1.2', videoId: 'dQw4w9WgXcQ' },
          ],
        },
        { title: 'Unidad 2', modules: [{ title: 'Módulo 2.1', videoId: 'dQw4w9WgXcQ' }] },
      ],
    });
    const admin = await adminPerson(t);
    const loaded = await call(t, 'GET', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
    });
    const form = loaded.json().course;
    form.units[0].quiz = quiz;
    const saved = await call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body: { ...form, picture: null },
    });
    if (saved.statusCode !== 400) expect(saved.json()).toHaveProperty('course');
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, course.id);
    return { course, admin, saved, student, form };
  }

  const quizPath = (course: { id: number; slug: string }, unitId: number) =>
    `/api/user/courses/${course.id}/${course.slug}/quizzes/${unitId}`;

  /** The ids of a question's correct options. */
  const right = (question: Question) =>
    question.options.filter((option) => option.correct).map((option) => option.id);

  /** The saved quiz's two questions, and a student's submission of answers to it. */
  function answering(
    course: { id: number; slug: string },
    saved: Awaited<ReturnType<typeof courseWithQuiz>>['saved'],
    student: { cookie: string },
  ) {
    const unit: EditorUnit = saved.json().course.units[0];
    const [single, multiple] = unit.quiz!.questions as [Question, Question];
    const submit = (answers: { questionId: number; optionIds: number[] }[]) =>
      call(t, 'POST', quizPath(course, unit.id), { cookie: student.cookie, body: { answers } });
    return { unit, single, multiple, submit };
  }

  it('saves an evaluation with the course and keeps its ids across edits', async () => {
    const { course, admin, saved } = await courseWithQuiz();
    expect(saved.statusCode, saved.body).toBe(200);
    const units: EditorUnit[] = saved.json().course.units;
    const quiz = units[0]!.quiz!;
    expect(quiz.passingScore).toBe(60);
    expect(quiz.questions.map((q) => q.options.filter((o) => o.correct).length)).toEqual([1, 2]);
    expect(units[1]!.quiz).toBeNull();

    // Reorder the questions, edit one option, add one, drop another.
    const [first, second] = quiz.questions as [Question, Question];
    const edited = {
      passingScore: 50,
      questions: [
        {
          ...second,
          options: [
            { ...second.options[0]!, text: 'Impuesto a las Ganancias' },
            second.options[1]!,
            { text: 'Aportes jubilatorios (componente previsional aparte)', correct: false },
          ],
        },
        { ...first, options: first.options },
      ],
    };
    const form = saved.json().course;
    form.units[0].quiz = edited;
    const again = await call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body: { ...form, picture: null },
    });
    expect(again.statusCode).toBe(200);
    const after: EditorUnit = again.json().course.units[0];
    expect(after.quiz!.passingScore).toBe(50);
    expect(after.quiz!.questions.map((q) => q.id)).toEqual([second.id, first.id]);
    expect(after.quiz!.questions[0]!.options.map((o) => o.id).slice(0, 2)).toEqual([
      second.options[0]!.id,
      second.options[1]!.id,
    ]);
    expect(after.quiz!.questions[0]!.options[0]!.text).toBe('Impuesto a las Ganancias');
    expect(after.quiz!.questions[0]!.options).toHaveLength(3);

    // Sent without it, the unit loses its evaluation.
    form.units[0].quiz = null;
    const removed = await call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body: { ...form, picture: null },
    });
    expect(removed.json().course.units[0].quiz).toBeNull();
  });

  it('refuses evaluations without enough options, without a right answer or with a bad score', async () => {
    const { saved } = await courseWithQuiz({
      passingScore: 0,
      questions: [
        { text: '¿Una sola opción?', options: [{ text: 'Sí', correct: true }] },
        {
          text: '¿Ninguna correcta?',
          options: [
            { text: 'A', correct: false },
            { text: 'B', correct: false },
          ],
        },
        {
          text: '¿Demasiadas?',
          options: ['1', '2', '3', '4', '5', '6', '7'].map((text) => ({ text, correct: true })),
        },
      ],
    });
    expect(saved.statusCode).toBe(400);
    const messages = Object.fromEntries(
      saved
        .json()
        .errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(messages).toMatchObject({
      'units.0.quiz.passingScore': 'El puntaje para aprobar debe estar entre 1 y 100.',
      'units.0.quiz.questions.0.options': 'Cada pregunta necesita al menos 2 opciones.',
      'units.0.quiz.questions.1.options': 'Marcá al menos una opción correcta.',
      'units.0.quiz.questions.2.options': 'Cada pregunta puede tener como máximo 6 opciones.',
    });
  });

  it('refuses an evaluation in a unit without modules, which the player could not open', async () => {
    const { course, admin, form } = await courseWithQuiz();
    form.units[1].modules = [];
    form.units[1].quiz = QUIZ;
    const saved = await call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body: { ...form, picture: null },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors).toContainEqual({
      field: 'units.1.quiz',
      message: 'La evaluación va después de los módulos de la unidad: agregá al menos un módulo.',
    });
  });

  it('refuses question ids of another course', async () => {
    const other = await courseWithQuiz();
    const foreign = other.saved.json().course.units[0].quiz.questions[0];
    const { course, admin, form } = await courseWithQuiz();
    form.units[1].quiz = { passingScore: 70, questions: [foreign] };
    const answer = await call(t, 'PUT', `/api/admin/courses/${course.id}/${course.slug}`, {
      cookie: admin.cookie,
      body: { ...form, picture: null },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].field).toBe('units.1.quiz.questions.0.id');
  });

  it('gives owners the questions without the answers, and refuses everyone else', async () => {
    const { course, saved, student } = await courseWithQuiz();
    const unitId = saved.json().course.units[0].id;
    const quiz = await call(t, 'GET', quizPath(course, unitId), { cookie: student.cookie });
    expect(quiz.statusCode).toBe(200);
    expect(quiz.body).not.toContain('correct');
    expect(quiz.body).not.toContain('explanation');
    // Nothing tells which questions have several right options.
    expect(quiz.body).not.toContain('multiple');
    expect(quiz.json().quiz).toMatchObject({
      unitId,
      passingScore: 60,
      standing: { attempts: 0, bestScore: null, passed: false, nextAttemptAt: null },
    });

    const stranger = await verifiedPerson(t);
    const refused = await call(t, 'GET', quizPath(course, unitId), { cookie: stranger.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('monotributo');
    const post = await call(t, 'POST', quizPath(course, unitId), {
      cookie: stranger.cookie,
      body: { answers: [] },
    });
    expect(post.statusCode).toBe(403);
    expect((await call(t, 'GET', quizPath(course, unitId))).statusCode).toBe(401);
    const noQuiz = await call(t, 'GET', quizPath(course, saved.json().course.units[1].id), {
      cookie: student.cookie,
    });
    expect(noQuiz.statusCode).toBe(404);
    expect(noQuiz.json().message).toBe('Esta unidad no tiene evaluación.');
  });

  it('grades on the server: exact sets of correct options, best score kept, progress counts it', async () => {
    const { course, saved, student } = await courseWithQuiz();
    const { unit, single, multiple, submit } = answering(course, saved, student);

    // Only one of the two correct options of the second question: wrong, 50 % < 60 %. Before
    // the evaluation is passed an attempt says only that: no score, nothing per question.
    const failed = await submit([
      { questionId: single.id, optionIds: right(single) },
      { questionId: multiple.id, optionIds: right(multiple).slice(0, 1) },
    ]);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      score: null,
      passed: false,
      results: [],
      standing: { attempts: 1, bestScore: null, passed: false, nextAttemptAt: null },
      progress: { passedQuizzes: 0, totalQuizzes: 1, percent: 0 },
    });
    expect(failed.body).not.toContain('explanation');

    // Every correct option plus a wrong one is wrong too; a second failure in a row makes the
    // next attempt wait a minute.
    const extra = await submit([
      { questionId: multiple.id, optionIds: multiple.options.map((option) => option.id) },
    ]);
    expect(extra.json()).toMatchObject({ score: null, passed: false });
    const opensAt = extra.json().standing.nextAttemptAt;
    expect(new Date(opensAt).getTime() - Date.now()).toBeGreaterThan(55_000);
    const early = await submit([
      { questionId: single.id, optionIds: right(single) },
      { questionId: multiple.id, optionIds: right(multiple) },
    ]);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(
      `Tu próximo intento se habilita el ${formatDateTime(opensAt)} (en 1 min). Mientras tanto, repasá las clases de la unidad.`,
    );
    t.clock.advance(61_000);

    const passed = await submit([
      { questionId: single.id, optionIds: right(single) },
      { questionId: multiple.id, optionIds: right(multiple) },
    ]);
    expect(passed.json()).toMatchObject({
      score: 100,
      passed: true,
      results: [
        {
          questionId: single.id,
          correct: true,
          explanation: 'El monotributo lo administra ARCA (ex AFIP).',
        },
        { questionId: multiple.id, correct: true },
      ],
      standing: { attempts: 3, bestScore: 100, passed: true, nextAttemptAt: null },
      // 3 modules and 1 evaluation: the evaluation is one of 4 items.
      progress: { passedQuizUnitIds: [unit.id], passedQuizzes: 1, percent: 25 },
    });

    // A worse attempt later does not take the pass away, and once passed it tells the score.
    expect((await submit([])).json()).toMatchObject({
      score: 0,
      results: [{ correct: false }, {}],
    });
    const quiz = await call(t, 'GET', quizPath(course, unit.id), { cookie: student.cookie });
    expect(quiz.json().quiz.standing).toEqual({
      attempts: 4,
      bestScore: 100,
      passed: true,
      nextAttemptAt: null,
    });

    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: student.cookie,
    });
    expect(study.body).not.toContain('correct');
    expect(study.json().course.units[0].quiz).toEqual({
      id: expect.any(Number),
      passingScore: 60,
      questionCount: 2,
    });
    expect(study.json().course.progress).toMatchObject({ percent: 25, completedUnitIds: [] });

    // The unit is complete with its modules done and its evaluation passed.
    for (const module of unit.modules) {
      await watchAndTick(t, student.cookie, course.id, { unitId: unit.id, moduleId: module.id });
    }
    const list = await call(t, 'GET', '/api/user/courses', { cookie: student.cookie });
    expect(list.json().courses[0].progress).toMatchObject({
      completedModules: 2,
      totalModules: 3,
      passedQuizzes: 1,
      totalQuizzes: 1,
      percent: 75,
      completedUnitIds: [unit.id],
    });
  });

  it('refuses answers of another evaluation with a Spanish message', async () => {
    const { course, saved, student } = await courseWithQuiz();
    const other = await courseWithQuiz();
    const unit: EditorUnit = saved.json().course.units[0];
    const foreign: EditorUnit = other.saved.json().course.units[0];
    const answer = await call(t, 'POST', quizPath(course, unit.id), {
      cookie: student.cookie,
      body: {
        answers: [
          { questionId: foreign.quiz!.questions[0]!.id, optionIds: [] },
          {
            questionId: unit.quiz!.questions[0]!.id,
            optionIds: [foreign.quiz!.questions[0]!.options[0]!.id],
          },
        ],
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      {
        field: 'answers.0.questionId',
        message: 'Esa pregunta no es de esta evaluación: recargá la página.',
      },
      {
        field: 'answers.1.optionIds',
        message: 'Esa opción no es de esta pregunta: recargá la página.',
      },
    ]);
    const malformed = await call(t, 'POST', quizPath(course, unit.id), {
      cookie: student.cookie,
      body: { answers: [{ questionId: 'uno', optionIds: 'todas' }] },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'answers.0.questionId',
      'answers.0.optionIds',
    ]);
  });

  it('makes the next attempt wait longer after each failure in a row, and says until when', async () => {
    const { course, saved, student } = await courseWithQuiz();
    const path = quizPath(course, saved.json().course.units[0].id);
    const fail = () => call(t, 'POST', path, { cookie: student.cookie, body: { answers: [] } });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await fail();
      expect(answer.statusCode, answer.body).toBe(200);
      const opensAt = answer.json().standing.nextAttemptAt;
      if (opensAt === null) continue;
      const wait = new Date(opensAt).getTime() - t.app.ctx.now().getTime();
      waits.push(Math.round(wait / 60_000));
      const early = await fail();
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toMatch(
        /^Tu próximo intento se habilita el \d\d\/\d\d\/\d{4} \d\d:\d\d/,
      );
      t.clock.advance(wait + 1000);
    }
    expect(waits).toEqual([1, 5, 15, 60]);
    const quiz = await call(t, 'GET', path, { cookie: student.cookie });
    expect(quiz.json().quiz.standing).toMatchObject({ attempts: 5, nextAttemptAt: null });
  });

  it('lets only one of two attempts sent together through a wait', async () => {
    const { course, saved, student } = await courseWithQuiz();
    const path = quizPath(course, saved.json().course.units[0].id);
    const fail = () => call(t, 'POST', path, { cookie: student.cookie, body: { answers: [] } });
    await fail();
    const together = await Promise.all([fail(), fail(), fail()]);
    expect(together.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
  });

  it('limits how many attempts a student sends, even passing ones', async () => {
    const { course, saved, student } = await courseWithQuiz();
    const unit: EditorUnit = saved.json().course.units[0];
    const answers = unit.quiz!.questions.map((question) => ({
      questionId: question.id,
      optionIds: right(question),
    }));
    const codes: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const answer = await call(t, 'POST', quizPath(course, unit.id), {
        cookie: student.cookie,
        body: { answers },
      });
      codes.push(answer.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('gives new options ids in no particular order, and each student the options in a new order', async () => {
    const six = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis'];
    const { course, saved, student } = await courseWithQuiz({
      passingScore: 70,
      questions: ['A', 'B', 'C'].map((text) => ({
        text: `¿Pregunta ${text}?`,
        options: six.map((option, index) => ({ text: option, correct: index === 0 })),
      })),
    });
    const unit: EditorUnit = saved.json().course.units[0];
    // The editor keeps the author's order; the ids do not follow it (the right one first).
    for (const question of unit.quiz!.questions) {
      expect(question.options.map((option) => option.text)).toEqual(six);
    }
    const increasing = unit.quiz!.questions.filter((question) =>
      question.options.every((option, i, all) => i === 0 || option.id > all[i - 1]!.id),
    );
    expect(increasing.length).toBeLessThan(3);

    const orders = new Set<string>();
    for (let view = 0; view < 5; view += 1) {
      const quiz = await call(t, 'GET', quizPath(course, unit.id), { cookie: student.cookie });
      const [first] = quiz.json().quiz.questions as { options: { text: string }[] }[];
      expect([...first!.options.map((option) => option.text)].sort()).toEqual([...six].sort());
      orders.add(first!.options.map((option) => option.text).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('shows the panel attempts, pass rate and the most failed questions', async () => {
    const { course, admin, saved, student } = await courseWithQuiz();
    const { unit, single, multiple, submit } = answering(course, saved, student);
    await submit([{ questionId: single.id, optionIds: right(single) }]);
    await submit([
      { questionId: single.id, optionIds: right(single) },
      { questionId: multiple.id, optionIds: right(multiple) },
    ]);
    const stats = await call(t, 'GET', `/api/admin/courses/${course.id}/quiz-stats`, {
      cookie: admin.cookie,
    });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().quizzes).toEqual([
      expect.objectContaining({
        unitId: unit.id,
        attempts: 2,
        students: 1,
        passedStudents: 1,
        passRate: 50,
        questions: [
          expect.objectContaining({ id: multiple.id, answered: 2, failed: 1 }),
          expect.objectContaining({ id: single.id, answered: 2, failed: 0 }),
        ],
      }),
    ]);
    const refused = await call(t, 'GET', `/api/admin/courses/${course.id}/quiz-stats`, {
      cookie: student.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });
});
