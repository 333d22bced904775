import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { blindGuesser } from '../../../../tests/support/quiz-guesser';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { MONOTRIBUTO_QUIZZES } from '../../seed/demo-quizzes';

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the probe's blind guessing against the server", () => {
  const t = useTestApp();

  it.each(Object.entries(MONOTRIBUTO_QUIZZES))(
    "does not pass the demo evaluation '%s' in 20 attempts, which cost it days of waiting",
    async (title, quiz) => {
      const course = await createCourse(t, {
        units: [{ title, modules: [{ title: 'Clase', videoId: 'dQw4w9WgXcQ' }], quiz }],
      });
      const student = await verifiedPerson(t);
      await enroll(t, student.person.email, course.id);
      const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
        cookie: student.cookie,
      });
      const path = `/api/user/courses/${course.id}/${course.slug}/quizzes/${study.json().course.units[0].id}`;

      const guesser = blindGuesser();
      let waitedMs = 0;
      const outcomes: boolean[] = [];
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        // Opened each time, as the player does: the options come in a new order.
        const shown = (await call(t, 'GET', path, { cookie: student.cookie })).json().quiz;
        const opensAt = shown.standing.nextAttemptAt;
        if (opensAt) {
          const wait = new Date(opensAt).getTime() - t.app.ctx.now().getTime() + 1000;
          waitedMs += wait;
          t.clock.advance(wait);
        }
        const sent = await call(t, 'POST', path, {
          cookie: student.cookie,
          body: { answers: guesser.next(shown.questions) },
        });
        expect(sent.statusCode, sent.body).toBe(200);
        const outcome = sent.json();
        // Nothing beyond the verdict: no score, no question by question.
        expect(outcome).toMatchObject({ score: null, results: [] });
        outcomes.push(outcome.passed);
        guesser.learn(outcome);
      }
      expect(outcomes).toEqual(Array(20).fill(false));
      // 18 waits: 1 + 5 + 15 + 60 + 240 minutes, then a day each.
      expect(waitedMs).toBeGreaterThan(13 * DAY_MS);
    },
  );
});
