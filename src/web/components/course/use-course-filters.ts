import { useCallback } from 'react';
import { useSearchParams } from '../../navigation/navigation';
import { parseCategoryFilter, type CourseFilters } from './filter-courses';

/** The search text and category kept in the query string (`search`, `filter`). */
export function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const filters: CourseFilters = {
    search: params.get('search') ?? '',
    filter: parseCategoryFilter(params.get('filter')),
  };

  /** Changes some of the filters; the address is replaced, so typing adds no history entries. */
  const update = useCallback(
    (changes: Partial<CourseFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined, empty: string) => {
            if (value === undefined) return;
            if (value === empty) next.delete(key);
            else next.set(key, value);
          };
          set('search', changes.search, '');
          set('filter', changes.filter, 'all');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const clear = useCallback(() => update({ search: '', filter: 'all' }), [update]);
  const active = filters.search.trim() !== '' || filters.filter !== 'all';
  return { filters, update, clear, active };
}
