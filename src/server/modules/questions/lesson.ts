import type { ServiceContext } from '../../context';
import { notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { loadStudyTree } from '../learning/service';
import { refuseClosedModule } from '../learning/unit-locks';

export type Lesson = {
  course: { id: number; slug: string; title: string };
  module: { id: number; title: string };
};

/**
 * One lesson (module) of a course the user may study: its owner's, or any for an admin. Someone
 * who may not study the course is refused before learning whether the lesson exists.
 */
export async function lessonToStudy(
  ctx: ServiceContext,
  user: UserRow,
  courseId: number,
  moduleId: number,
): Promise<Lesson> {
  const tree = await loadStudyTree(ctx, user, courseId);
  const module = tree.units
    .flatMap((unit) => unit.modules)
    .find((candidate) => candidate.id === moduleId);
  if (!module) throw notFound('No encontramos esa lección en este curso.');
  refuseClosedModule(tree, module.id);
  return {
    course: { id: tree.id, slug: tree.slug, title: tree.title },
    module: { id: module.id, title: module.title },
  };
}
