type CourseRef = { id: number; slug: string };

/** The address parameter that names a lesson by its module's id, which survives reordering. */
export const LESSON_PARAM = 'lesson';

/** The course player; without a lesson it opens where the student left off. */
export const studyPath = (course: CourseRef) => `/account/courses/${course.id}/${course.slug}`;

/** The query string that opens one lesson: `?lesson={moduleId}`. */
export const lessonSearch = (moduleId: number) => `?${LESSON_PARAM}=${moduleId}`;

/** The address parameter of the second a lesson opens at (a search of what is said in it). */
export const AT_PARAM = 't';

/** The query string that opens one lesson at a second: `?lesson={moduleId}&t={seconds}`. */
export const lessonAtSearch = (moduleId: number, seconds: number) =>
  `${lessonSearch(moduleId)}&${AT_PARAM}=${Math.max(0, Math.floor(seconds))}`;

/** The query string that opens a unit's evaluation, beside its last lesson (`moduleId`). */
export const quizSearch = (lastModuleId: number) => `${lessonSearch(lastModuleId)}&evaluacion=1`;

/**
 * The player at one lesson, named by its module's stable id: the address the site writes for a
 * lesson (resume, e-mails, answers), still right after the units are reordered.
 */
export const lessonPath = (course: CourseRef, moduleId: number) =>
  `${studyPath(course)}${lessonSearch(moduleId)}`;

/** `lessonPath` as a full address, for e-mails. */
export const lessonUrl = (appUrl: string, course: CourseRef, moduleId: number) =>
  `${appUrl.replace(/\/$/, '')}${lessonPath(course, moduleId)}`;
