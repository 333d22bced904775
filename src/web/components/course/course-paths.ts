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

/** The buy page of a course. */
export const buyPath = (course: CourseRef) => `/buy?id=${course.id}&slug=${course.slug}`;
