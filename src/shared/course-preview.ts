// Free preview lessons ('Vista previa gratuita'): where they are watched and played from.

type CourseRef = { id: number; slug: string };

/** The page of a preview lesson, server-rendered: `/courses/{id}/{slug}/preview/{moduleId}`. */
export const previewPagePath = (course: CourseRef, moduleId: number) =>
  `/courses/${course.id}/${course.slug}/preview/${moduleId}`;

/** Where a preview lesson's own uploaded file plays from, for anyone. */
export const previewFileAddress = (course: CourseRef, moduleId: number) =>
  `/api${previewPagePath(course, moduleId)}/file`;

/** Title and description of a preview lesson's page. */
export function previewPageMeta(course: { title: string }, lesson: { title: string }) {
  return {
    title: `${lesson.title}: clase gratis de ${course.title}`,
    description: `Mirá gratis la clase «${lesson.title}» del curso ${course.title}, sin registrarte, y conocé cómo enseñamos antes de comprarlo.`,
  };
}
