import { COURSE_CATEGORIES, type CourseCategory } from '../../../shared/courses';
import { foldText } from '../../../shared/fold-text';

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

type Searchable = {
  title: string;
  description?: string;
  learningPoints?: readonly string[];
  category: CourseCategory;
};

/**
 * Courses of the category `filter` in which every word of `search` appears, ignoring case and
 * accents, in the title, the description or what the course teaches; those with every word in
 * the title come first, each group in the order given.
 */
export function filterCourses<T extends Searchable>(
  courses: readonly T[],
  { search, filter }: CourseFilters,
): T[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const inCategory = courses.filter((course) => filter === 'all' || course.category === filter);
  if (words.length === 0) return inCategory;
  const inTitle: T[] = [];
  const elsewhere: T[] = [];
  for (const course of inCategory) {
    const title = foldText(course.title);
    const all = foldText(
      [title, course.description ?? '', ...(course.learningPoints ?? [])].join('\n'),
    );
    if (words.every((word) => title.includes(word))) inTitle.push(course);
    else if (words.every((word) => all.includes(word))) elsewhere.push(course);
  }
  return [...inTitle, ...elsewhere];
}
