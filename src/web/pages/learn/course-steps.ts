import { lessonSearch, quizSearch } from '../../../shared/lesson-links';
import type { Position } from './player-position';

type UnitShape = { modules: readonly { id: number }[]; quiz?: unknown; locked?: boolean };

/** One place of the course in its order: a lesson, or a unit's evaluation after its lessons. */
export type Step = {
  kind: 'lesson' | 'quiz';
  unitIndex: number;
  /** The lesson's index; for an evaluation, its unit's last lesson (the address names it). */
  moduleIndex: number;
  /** The address's query string that opens it. */
  search: string;
};

/**
 * The course in the order it is studied: each unit's lessons, then its evaluation if it has
 * one (a unit without lessons has none the player could open); units not open yet are left out.
 */
export function courseSteps(units: readonly UnitShape[]): Step[] {
  return units.flatMap((unit, unitIndex) => {
    if (unit.locked) return [];
    const lessons = unit.modules.map((module, moduleIndex): Step => ({
      kind: 'lesson',
      unitIndex,
      moduleIndex,
      search: lessonSearch(module.id),
    }));
    const last = unit.modules.at(-1);
    if (!unit.quiz || !last) return lessons;
    const quiz: Step = {
      kind: 'quiz',
      unitIndex,
      moduleIndex: unit.modules.length - 1,
      search: quizSearch(last.id),
    };
    return [...lessons, quiz];
  });
}

/** The steps before and after the one open (a lesson at `position`, or its unit's evaluation). */
export function stepsAround(
  steps: readonly Step[],
  position: Position,
  quizOpen: boolean,
): { current: number; previous: Step | undefined; next: Step | undefined } {
  const current = steps.findIndex(
    (step) =>
      step.kind === (quizOpen ? 'quiz' : 'lesson') &&
      step.unitIndex === position.unitIndex &&
      step.moduleIndex === position.moduleIndex,
  );
  if (current === -1) return { current, previous: undefined, next: undefined };
  return { current, previous: steps[current - 1], next: steps[current + 1] };
}
