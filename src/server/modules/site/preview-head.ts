import { previewPagePath, previewPageMeta } from '../../../shared/course-preview';
import type { Catalogue } from '../courses/catalogue';
import { previewLessonIn } from '../courses/course-tree';
import type { PageHead } from './page-head';

/**
 * The head of a free preview lesson's page: the lesson's own title and the course's picture;
 * undefined when the course is hidden or the lesson is no preview (then the page is a 404).
 */
export async function previewHead(
  catalogue: Catalogue,
  courseId: number,
  moduleId: number,
): Promise<PageHead | undefined> {
  const tree = await catalogue.course(courseId);
  const lesson = tree && previewLessonIn(tree, moduleId);
  if (!tree || !lesson) return undefined;
  return {
    status: 200,
    meta: previewPageMeta(tree, lesson),
    path: previewPagePath(tree, lesson.id),
    ogType: 'article',
    image: tree.pictureUrl ?? undefined,
    indexable: true,
  };
}
