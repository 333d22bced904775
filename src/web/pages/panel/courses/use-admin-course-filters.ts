import { useSearchParams } from '../../../navigation/navigation';
import {
  filterCourses,
  parseCategoryFilter,
  type CourseFilters,
} from '../../../components/course/filter-courses';
import type { AdminCourseCard } from '../../../../shared/responses/admin';

export type VisibilityFilter = 'all' | 'public' | 'private';
export type AdminCourseFilters = CourseFilters & { visibility: VisibilityFilter };

export const VISIBILITY_OPTIONS: { value: VisibilityFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'public', label: 'Públicos' },
  { value: 'private', label: 'Privados' },
];

const NO_FILTERS: AdminCourseFilters = { search: '', filter: 'all', visibility: 'all' };

const parseVisibility = (value: string | null): VisibilityFilter =>
  value === 'public' || value === 'private' ? value : 'all';

/** The courses whose title, category and visibility match. */
export function filterAdminCourses(courses: AdminCourseCard[], filters: AdminCourseFilters) {
  const visible = filters.visibility === 'public';
  return filterCourses(courses, filters).filter(
    (course) => filters.visibility === 'all' || course.visibility === visible,
  );
}

/**
 * The title search, the category (`filter`, as in the catalogue) and the visibility of the
 * panel's course list, kept in the query string; changes replace the address.
 */
export function useAdminCourseFilters() {
  const [params, setParams] = useSearchParams();
  const filters: AdminCourseFilters = {
    search: params.get('search') ?? '',
    filter: parseCategoryFilter(params.get('filter')),
    visibility: parseVisibility(params.get('visibility')),
  };

  const update = (changes: Partial<AdminCourseFilters>) => {
    const next = { ...filters, ...changes };
    const entries = Object.entries(next).filter(
      ([key, value]) => value !== NO_FILTERS[key as keyof AdminCourseFilters],
    );
    setParams(new URLSearchParams(entries), { replace: true, preventScrollReset: true });
  };

  return { filters, update, clear: () => update(NO_FILTERS) };
}
