export const COURSE_CATEGORIES = ['student', 'profession'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<CourseCategory, string> = {
  student: 'Estudiantes',
  profession: 'Primeros pasos',
};

/** A course as the public catalogue shows it (no video ids, no material links). */
export type CourseCard = {
  id: number;
  slug: string;
  title: string;
  description: string;
  picture: { url: string } | null;
  category: CourseCategory;
  price: number;
  updatedAt: string;
};

/** A related course suggested on a course page. */
export type RelatedCourse = Pick<
  CourseCard,
  'id' | 'slug' | 'title' | 'description' | 'category' | 'picture'
>;

export type LearningPoint = { id: number; content: string };

/** The public course page: outline without video ids, no material links. */
export type CourseDetail = CourseCard & {
  createdAt: string;
  urlTrailer: string;
  content: string;
  learningList: LearningPoint[];
  /** What the course includes, as short lines; none shows no 'Incluye' section. */
  included: string[];
  units: { id: number; title: string; modules: { id: number; title: string }[] }[];
  materialsCount: number;
  related: RelatedCourse[];
};

export type CourseProgress = {
  completedModuleIds: number[];
  completedUnitIds: number[];
  completedModules: number;
  totalModules: number;
  /** The units whose evaluation the student passed. */
  passedQuizUnitIds: number[];
  passedQuizzes: number;
  totalQuizzes: number;
  /** Modules done and evaluations passed over all of them, rounded to a whole percent. */
  percent: number;
};

/** An owned course in "Mis cursos" and on catalogue cards. */
export type OwnedCourse = { course: CourseCard; progress: CourseProgress };

/** What an owner (or admin) studies from: video ids and material links included. */
export type StudyCourse = Omit<CourseDetail, 'units' | 'related' | 'materialsCount'> & {
  units: {
    id: number;
    title: string;
    modules: { id: number; title: string; videoId: string }[];
    /** The unit's evaluation, without its questions (the player asks for them). */
    quiz: { id: number; passingScore: number; questionCount: number } | null;
  }[];
  materials: { id: number; title: string; url: string }[];
  progress: CourseProgress;
};

export function progressPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
