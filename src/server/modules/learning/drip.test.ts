import { afterAll, describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { createCourse, PRIVATE_LESSON } from '../../../../tests/support/courses';
import { setArgentineNow, studentEnrolledNow } from '../../../../tests/support/enrolled-now';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { heartbeat } from '../../../../tests/support/watching';
import { readyVideoRow } from '../../../../tests/support/hosted-videos';
import { hostedVideoReference } from '../../../shared/video-source';
import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema';

type StudyUnit = {
  id: number;
  locked: boolean;
  opensOn?: string;
  modules: { id: number; videoId: string }[];
};

const QUIZ = {
  passingScore: 60,
  questions: [
    {
      text: '¿Qué se cierra al final del ejercicio?',
      options: [
        { text: 'Las cuentas de resultado', correct: true },
        { text: 'La caja', correct: false },
      ],
    },
  ],
};

describe('units released after the enrolment or on a date (drip)', { timeout: 60_000 }, () => {
  const t = useTestApp();
  afterAll(() => {
    t.clock.offsetMs = 0;
  });

  /**
   * A course whose second unit opens 7 days after the enrolment (a paid file and a lesson without
   * video, then an evaluation) and whose third opens on 01/04, and a student enrolled at 10:00 of
   * 10/03.
   */
  async function enrolledStudent() {
    setArgentineNow(t, '2031-03-10T10:00:00');
    const lesson = `/api/learning/files/${PRIVATE_LESSON}`;
    const course = await createCourse(t, {
      units: [
        { title: 'Unidad abierta', modules: [{ title: 'Bienvenida', videoId: '' }] },
        {
          title: 'Unidad de la semana',
          releaseAfterDays: 7,
          modules: [
            { title: 'Clase paga', videoId: lesson },
            { title: 'Lectura', videoId: '' },
          ],
          quiz: QUIZ,
        },
        {
          title: 'Unidad de abril',
          releaseDate: '2031-04-01',
          modules: [{ title: 'Cierre', videoId: '' }],
        },
      ],
    });
    const student = await studentEnrolledNow(t, course.id);
    const outline = async (cookie = student.cookie) => {
      const answer = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
        cookie,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return { body: answer.body, units: answer.json().course.units as StudyUnit[] };
    };
    const { units } = await outline();
    return { course, student, units, lesson, outline };
  }

  /** Every call a student makes on a unit's content, answered. */
  function unitCalls(
    course: { id: number; slug: string },
    unit: StudyUnit,
    lesson: string,
    cookie: string,
  ) {
    const [paid, reading] = unit.modules as [
      StudyUnit['modules'][number],
      StudyUnit['modules'][number],
    ];
    const base = `/api/user/courses/${course.id}/${course.slug}`;
    return {
      playback: () => call(t, 'POST', `${base}/modules/${paid.id}/playback`, { cookie, body: {} }),
      position: () =>
        heartbeat(t, cookie, course.id, { moduleId: paid.id, seconds: 0, duration: 30 }),
      marking: () =>
        call(t, 'PUT', `${base}/update/progress`, {
          cookie,
          body: { unitId: unit.id, moduleId: reading.id },
        }),
      material: () => call(t, 'GET', lesson, { cookie }),
      quiz: () => call(t, 'GET', `${base}/quizzes/${unit.id}`, { cookie }),
      questions: () => call(t, 'GET', `${base}/modules/${paid.id}/questions`, { cookie }),
      transcript: () => call(t, 'GET', `${base}/modules/${paid.id}/transcript`, { cookie }),
    };
  }

  it('lists a closed unit with the day it opens, without its videos', async () => {
    const { units, outline } = await enrolledStudent();
    expect(units.map((unit) => [unit.locked, unit.opensOn])).toEqual([
      [false, undefined],
      [true, '2031-03-17'],
      [true, '2031-04-01'],
    ]);
    expect(units[1]!.modules.map((module) => module.videoId)).toEqual(['', '']);
    expect((await outline()).body).not.toContain(PRIVATE_LESSON);

    const admin = await adminPerson(t);
    const seen = await outline(admin.cookie);
    expect(seen.units.every((unit) => !unit.locked)).toBe(true);
    expect(seen.body).toContain(PRIVATE_LESSON);
  });

  it("refuses a closed unit's playback, position, marking, files, evaluation and questions", async () => {
    const { course, student, units, lesson } = await enrolledStudent();
    const calls = unitCalls(course, units[1]!, lesson, student.cookie);
    for (const [name, send] of Object.entries(calls)) {
      const refused = await send();
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().message, name).toBe('Disponible el 17/03');
    }

    // The last second of the day before: still closed.
    setArgentineNow(t, '2031-03-16T23:59:59');
    expect((await calls.marking()).json().message).toBe('Disponible el 17/03');
  });

  it('opens the unit at the Argentine midnight of its day, to everything it holds', async () => {
    const { course, student, units, lesson, outline } = await enrolledStudent();
    setArgentineNow(t, '2031-03-17T00:00:30');
    const calls = unitCalls(course, units[1]!, lesson, student.cookie);
    expect((await calls.position()).statusCode).toBe(204);
    expect((await calls.marking()).statusCode).toBe(200);
    expect((await calls.material()).statusCode).toBe(200);
    expect((await calls.quiz()).statusCode).toBe(200);
    expect((await calls.questions()).statusCode).toBe(200);
    // Past the lock, the lesson is not a hosted video: what any such lesson answers.
    expect((await calls.playback()).statusCode).toBe(404);
    const { units: now, body } = await outline();
    expect(now.map((unit) => unit.locked)).toEqual([false, false, true]);
    expect(body).toContain(PRIVATE_LESSON);
  });

  it("refuses a hosted video's key while its unit is closed, and gives it once the unit opens", async () => {
    setArgentineNow(t, '2031-03-10T10:00:00');
    const videoId = await readyVideoRow(t);
    const course = await createCourse(t, {
      units: [
        { title: 'Unidad abierta', modules: [{ title: 'Bienvenida', videoId: '' }] },
        {
          title: 'Unidad de la semana',
          releaseAfterDays: 7,
          modules: [{ title: 'Clase alojada', videoId: hostedVideoReference(videoId) }],
        },
      ],
    });
    const student = await studentEnrolledNow(t, course.id);
    const key = () => call(t, 'GET', `/api/videos/${videoId}/key`, { cookie: student.cookie });
    const refused = await key();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Disponible el 17/03');
    setArgentineNow(t, '2031-03-17T00:00:30');
    const given = await key();
    expect(given.statusCode).toBe(200);
    expect(given.rawPayload).toHaveLength(16);
  });

  it('opens every unit to an admin, who may preview the course', async () => {
    const { course, units, lesson } = await enrolledStudent();
    const admin = await adminPerson(t);
    const calls = unitCalls(course, units[1]!, lesson, admin.cookie);
    expect((await calls.quiz()).statusCode).toBe(200);
    expect((await calls.material()).statusCode).toBe(200);
  });

  it('issues the certificate only once every unit, the last closed ones too, is done', async () => {
    setArgentineNow(t, '2031-03-10T10:00:00');
    const course = await createCourse(t, {
      units: [
        { title: 'Primera', modules: [{ title: 'Uno', videoId: '' }] },
        { title: 'Segunda', releaseAfterDays: 2, modules: [{ title: 'Dos', videoId: '' }] },
      ],
    });
    const student = await studentEnrolledNow(t, course.id);
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: student.cookie,
    });
    const [first, second] = study.json().course.units as [StudyUnit, StudyUnit];
    const tick = (unit: StudyUnit) =>
      call(t, 'PUT', `/api/user/courses/${course.id}/x/update/progress`, {
        cookie: student.cookie,
        body: { unitId: unit.id, moduleId: unit.modules[0]!.id },
      });
    const issued = () =>
      t.db.select().from(certificates).where(eq(certificates.userId, student.userId));

    expect((await tick(first)).json().progress.percent).toBe(50);
    expect((await tick(second)).statusCode).toBe(403);
    expect(await issued()).toHaveLength(0);

    setArgentineNow(t, '2031-03-12T08:00:00');
    expect((await tick(second)).json().progress.percent).toBe(100);
    expect(await issued()).toHaveLength(1);
  });
});
