import type { ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { previewLessonIn, type CourseTree } from '../courses/course-tree';

export const NOT_A_PREVIEW = 'Esta clase no es una vista previa gratuita del curso.';

type PreviewLesson = CourseTree['units'][number]['modules'][number];

/**
 * A module marked 'Vista previa gratuita' of a visible course: anyone may watch it. A hidden
 * course, another course's module or a paid lesson answer 404 alike.
 */
export async function findPreviewLesson(
  ctx: ServiceContext,
  courseId: number,
  moduleId: number,
): Promise<PreviewLesson> {
  const tree = await ctx.catalogue.course(courseId);
  const lesson = tree && previewLessonIn(tree, moduleId);
  if (!lesson) throw notFound(NOT_A_PREVIEW);
  return lesson;
}
