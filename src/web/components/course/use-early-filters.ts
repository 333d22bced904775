import { useEffect, type RefObject } from 'react';
import { parseCategoryFilter, type CourseFilters } from './filter-courses';

/**
 * What a visitor typed or chose in the server-rendered filter bar before hydration stays on
 * screen, but React reports no change for it. This hands it over once, right after hydration, so
 * the address and the list follow what the fields show.
 */
export function useEarlyFilters(
  filters: CourseFilters,
  onChange: (changes: Partial<CourseFilters>) => void,
  searchRef: RefObject<HTMLInputElement | null>,
  filterRef: RefObject<HTMLSelectElement | null>,
) {
  useEffect(() => {
    const changes: Partial<CourseFilters> = {};
    const search = searchRef.current?.value ?? filters.search;
    const filter = parseCategoryFilter(filterRef.current?.value ?? filters.filter);
    if (search !== filters.search) changes.search = search;
    if (filter !== filters.filter) changes.filter = filter;
    // One call: two updates of the address in the same tick would each start from the old one.
    if (Object.keys(changes).length > 0) onChange(changes);
    // Only the values found at hydration matter; later ones arrive through the fields' onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
