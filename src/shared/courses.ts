import type { CourseCard, CourseDetail } from './responses/courses';

export const COURSE_CATEGORIES = ['student', 'profession'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<CourseCategory, string> = {
  student: 'Estudiantes',
  profession: 'Primeros pasos',
};

export type CourseProgress = {
  completedModuleIds: number[];
  completedUnitIds: number[];
  completedModules: number;
  totalModules: number;
  /** Completed modules over all modules of the course, rounded to a whole percent. */
  percent: number;
};

/** An owned course in "Mis cursos" and on catalogue cards. */
export type OwnedCourse = { course: CourseCard; progress: CourseProgress };

/** What an owner (or admin) studies from: video ids and material links included. */
export type StudyCourse = Omit<CourseDetail, 'units' | 'related' | 'materialsCount'> & {
  units: { id: number; title: string; modules: { id: number; title: string; videoId: string }[] }[];
  materials: { id: number; title: string; url: string }[];
  progress: CourseProgress;
};

export function progressPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
