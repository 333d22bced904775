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
