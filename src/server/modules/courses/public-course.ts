import { MIN_STUDENTS_SHOWN } from '../../../shared/course-faq';
import { previewFileAddress } from '../../../shared/course-preview';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';
import { toCourseCard } from './catalogue';
import type { CourseTree } from './course-tree';
import type { BundleRef, CourseDetail, RelatedCourse } from '../../../shared/responses/courses';

/**
 * A preview's video as a visitor plays it: a lesson file of the private area at its preview
 * address (served to anyone while the module is a preview); any other reference as it is.
 */
function previewVideo(tree: CourseTree, module: { id: number; videoId: string }): string {
  return module.videoId.startsWith(PRIVATE_FILES_PATH)
    ? previewFileAddress(tree, module.id)
    : module.videoId;
}

/** The public view of a course: its outline, with only the previews' videos and no material links. */
export function toCourseDetail(
  tree: CourseTree,
  related: RelatedCourse[],
  bundles: BundleRef[] = [],
): Omit<CourseDetail, 'installments' | 'faq' | 'facts' | 'rating'> {
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
      modules: unit.modules.map((module) =>
        module.preview
          ? {
              id: module.id,
              title: module.title,
              preview: true,
              videoId: previewVideo(tree, module),
            }
          : { id: module.id, title: module.title, preview: false },
      ),
    })),
    materialsCount: tree.materials.length,
    related,
    bundles,
    instructor: tree.instructor,
  };
}

/** What a course page states of a course: its lessons' minutes, lessons and evaluations. */
export function courseFacts(tree: CourseTree, students: number): CourseDetail['facts'] {
  const modules = tree.units.flatMap((unit) => unit.modules);
  return {
    minutes: modules.reduce((sum, module) => sum + module.durationMinutes, 0),
    lessons: modules.length,
    evaluations: tree.units.filter((unit) => unit.quiz !== null).length,
    students: students >= MIN_STUDENTS_SHOWN ? students : null,
  };
}
