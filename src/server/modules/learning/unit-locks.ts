import { forbidden } from '../../errors';
import { availableOn, lockedUntil } from '../../../shared/unit-release';
import type { CourseTree } from '../courses/course-tree';

/** A course as someone studies it, with the units still closed to them and the day each opens. */
export type StudyTree = CourseTree & { closed: ReadonlyMap<number, string> };

/**
 * The units of the course closed at `now` to an enrolment made at `enrolledAt`, with the day
 * each opens; none without an enrolment (an admin sees every unit open).
 */
export function closedUnits(
  tree: CourseTree,
  enrolledAt: Date | null,
  now: Date,
): Map<number, string> {
  const closed = new Map<number, string>();
  if (!enrolledAt) return closed;
  for (const unit of tree.units) {
    const day = lockedUntil(unit, enrolledAt, now);
    if (day) closed.set(unit.id, day);
  }
  return closed;
}

/** Refuses (403, 'Disponible el 12/12') anything of a unit still closed to the student. */
export function refuseClosedUnit(tree: StudyTree, unitId: number): void {
  const day = tree.closed.get(unitId);
  if (day) throw forbidden(availableOn(day));
}

/** The same for the unit of a module; a module not in the course is left to the caller. */
export function refuseClosedModule(tree: StudyTree, moduleId: number): void {
  const unit = tree.units.find((candidate) => candidate.modules.some((m) => m.id === moduleId));
  if (unit) refuseClosedUnit(tree, unit.id);
}
