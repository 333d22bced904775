import { COURSE_CATEGORIES, type CourseCategory } from '../../../shared/courses';

export type CategoryFilter = 'all' | CourseCategory;
export type CourseFilters = { search: string; filter: CategoryFilter };

/** The options of the category select, in order. */
export const CATEGORY_FILTER_OPTIONS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'student', label: 'Estudiantes' },
  { value: 'profession', label: 'Primeros pasos' },
];

/** A category from the query string; anything unknown (or missing) means all. */
export function parseCategoryFilter(value: string | null): CategoryFilter {
  return COURSE_CATEGORIES.find((category) => category === value) ?? 'all';
}

/** Courses whose title contains `search` (case-insensitive) and whose category matches `filter`. */
export function filterCourses<T extends { title: string; category: CourseCategory }>(
  courses: readonly T[],
  { search, filter }: CourseFilters,
): T[] {
  const needle = search.trim().toLocaleLowerCase('es');
  return courses.filter(
    (course) =>
      (filter === 'all' || course.category === filter) &&
      (needle === '' || course.title.toLocaleLowerCase('es').includes(needle)),
  );
}
