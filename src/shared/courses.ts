export const COURSE_CATEGORIES = ['student', 'profession'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<CourseCategory, string> = {
  student: 'Estudiantes',
  profession: 'Primeros pasos',
};

export function progressPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
