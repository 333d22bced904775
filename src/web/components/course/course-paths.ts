type CourseRef = { id: number; slug: string };

/** Where a course's public page lives. */
export const coursePath = (course: CourseRef) => `/courses/${course.id}/${course.slug}`;

import type { CourseProgress, Resume } from '../../../shared/responses/learning';
import { lessonPath, studyPath } from '../../../shared/lesson-links';

export { lessonPath, studyPath };

/**
 * Where an owned course's links lead: the lesson the student was last on, the player's start
 * once the course is complete (or before anything was played).
 */
export const ownedCoursePath = (
  course: CourseRef,
  resume: Resume | null | undefined,
  progress: CourseProgress | undefined,
) =>
  resume && (progress?.percent ?? 0) < 100
    ? lessonPath(course, resume.moduleId)
    : studyPath(course);

/** Where a 'Ruta de aprendizaje' (a bundle of courses) has its public page. */
export const bundlePath = (bundle: CourseRef) => `/rutas/${bundle.id}/${bundle.slug}`;

/** A course or a bundle for sale, as the links to it name it. */
export type SaleItemRef = CourseRef & { kind: 'course' | 'bundle' };

/** The public page of a course or a bundle. */
export const itemPath = (item: SaleItemRef) =>
  item.kind === 'bundle' ? bundlePath(item) : coursePath(item);

/** The buy page of a course or a bundle. */
export const buyPath = (item: SaleItemRef) =>
  `/buy?${item.kind === 'bundle' ? 'bundle' : 'id'}=${item.id}&slug=${item.slug}`;
