import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../navigation/navigation';
import type { StudyCourse } from '../../../shared/responses/learning';
import { AT_PARAM, LESSON_PARAM, lessonSearch } from '../../../shared/lesson-links';
import {
  findModule,
  moduleIdAt,
  resolvePosition,
  resumeModule,
  type Position,
} from './player-position';

type Course = Pick<StudyCourse, 'units' | 'progress' | 'resume'>;

/** Where the course opens without a lesson in the address: where the student stopped last. */
const resumePosition = (course: Course) =>
  (course.resume && findModule(course.units, course.resume.moduleId)) ??
  resumeModule(course.units, course.progress.completedModuleIds);

/** The whole second of `&t=` (a search's result opens its lesson there), if there is one. */
function secondOf(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}

/**
 * The module chosen by `?lesson={moduleId}`, or by the older `?unit=&module=` (1-based); without
 * them, or with ones naming no module, where the student left off, and the address is corrected
 * to `?lesson=`. `startAt` is the second to start the module at (`&t=` when the address has it,
 * else the saved one when the student stopped in it); `open` goes to another module as a new
 * history entry.
 */
export function usePlayerPosition(course: Course | undefined) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const lesson = params.get(LESSON_PARAM);
  const unit = params.get('unit');
  const module = params.get('module');
  let position: Position | null = null;
  if (course) {
    position =
      findModule(course.units, lesson) ??
      resolvePosition(course.units, unit, module, resumePosition(course));
  }
  const moduleId = course && position ? moduleIdAt(course.units, position) : undefined;
  const canonical = moduleId === undefined ? null : lessonSearch(moduleId);
  const current = lesson === null ? null : lessonSearch(Number(lesson));

  useEffect(() => {
    if (canonical && (canonical !== current || unit !== null || module !== null)) {
      void navigate({ search: canonical }, { replace: true, preventScrollReset: true });
    }
  }, [canonical, current, unit, module, navigate]);

  const open = useCallback(
    (next: Position) => {
      const id = course ? moduleIdAt(course.units, next) : undefined;
      if (id !== undefined) void navigate({ search: lessonSearch(id) });
    },
    [course, navigate],
  );
  const resumeAt = course?.resume?.moduleId === moduleId ? (course?.resume?.seconds ?? 0) : 0;
  const startAt = secondOf(params.get(AT_PARAM)) ?? resumeAt;
  return { position, moduleId, startAt, open };
}
