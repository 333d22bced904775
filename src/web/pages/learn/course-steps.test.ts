import { describe, expect, it } from 'vitest';
import { courseSteps, stepsAround } from './course-steps';

const units = [
  { modules: [{ id: 11 }, { id: 12 }], quiz: { id: 1 } },
  { modules: [], quiz: null },
  { modules: [{ id: 31 }], quiz: null },
  { modules: [{ id: 41 }], quiz: { id: 4 } },
];

describe('the course in the order it is studied', () => {
  it("puts each unit's evaluation after its last lesson, before the next unit", () => {
    expect(courseSteps(units).map((step) => step.search)).toEqual([
      '?lesson=11',
      '?lesson=12',
      '?lesson=12&evaluacion=1',
      '?lesson=31',
      '?lesson=41',
      '?lesson=41&evaluacion=1',
    ]);
  });

  it("goes from a unit's last lesson to its evaluation, and from there to the next unit", () => {
    const steps = courseSteps(units);
    const atLast = stepsAround(steps, { unitIndex: 0, moduleIndex: 1 }, false);
    expect(atLast.previous?.search).toBe('?lesson=11');
    expect(atLast.next).toMatchObject({ kind: 'quiz', search: '?lesson=12&evaluacion=1' });
    const atQuiz = stepsAround(steps, { unitIndex: 0, moduleIndex: 1 }, true);
    expect(atQuiz.previous?.search).toBe('?lesson=12');
    expect(atQuiz.next).toMatchObject({ kind: 'lesson', search: '?lesson=31' });
  });

  it('has nothing before the first lesson nor after the last evaluation', () => {
    const steps = courseSteps(units);
    expect(stepsAround(steps, { unitIndex: 0, moduleIndex: 0 }, false).previous).toBeUndefined();
    expect(stepsAround(steps, { unitIndex: 3, moduleIndex: 0 }, true).next).toBeUndefined();
    expect(stepsAround(steps, { unitIndex: 3, moduleIndex: 0 }, false).next?.kind).toBe('quiz');
  });
});
