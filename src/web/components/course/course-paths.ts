type CourseRef = { id: number; slug: string };

/** Where a course's public page lives. */
export const coursePath = (course: CourseRef) => `/courses/${course.id}/${course.slug}`;

/** The course player at a 1-based unit and module position. */
export const studyPath = (course: CourseRef, unit = 1, module = 1) =>
  `/account/courses/${course.id}/${course.slug}?unit=${unit}&module=${module}`;

/** The buy page of a course. */
export const buyPath = (course: CourseRef) => `/buy?id=${course.id}&slug=${course.slug}`;
