import { toCourseCard } from './catalogue';
import type { CourseTree } from './course-tree';
import type { BundleRef, CourseDetail, RelatedCourse } from '../../../shared/responses/courses';

/** The public view of a course: its outline, never video ids or material links. */
export function toCourseDetail(
  tree: CourseTree,
  related: RelatedCourse[],
  bundles: BundleRef[] = [],
): Omit<CourseDetail, 'installments'> {
  return {
    ...toCourseCard({ ...tree, learningPoints: tree.learningList.map((point) => point.content) }),
    createdAt: tree.createdAt.toISOString(),
    urlTrailer: tree.urlTrailer,
    content: tree.content,
    learningList: tree.learningList,
    included: tree.included,
    units: tree.units.map((unit) => ({
      id: unit.id,
      title: unit.title,
      modules: unit.modules.map((module) => ({ id: module.id, title: module.title })),
    })),
    materialsCount: tree.materials.length,
    related,
    bundles,
  };
}
