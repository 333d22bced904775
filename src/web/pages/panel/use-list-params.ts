import { useSearchParams } from '../../navigation/navigation';
import { listSearchParams, type ListQuery } from '../../api/admin';
import type { SelectOption } from '../../components/ui/FormField';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * The page, search and filter of a panel list, kept in the query string (`page`, `search`,
 * `filter`) so that a reload, the back button or a shared link shows the same list. A new search
 * or filter starts again at page 1; a filter that is none of `filters` counts as none.
 */
export function useListParams(filters: SelectOption[]) {
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter') ?? '';
  const query: ListQuery = {
    page: pageOf(params.get('page')),
    search: params.get('search') ?? '',
    filter: filters.some((option) => option.value === filter) ? filter : '',
  };

  const change = (changes: Partial<ListQuery>, replace = false) =>
    setParams(listSearchParams({ ...query, page: 1, ...changes }), {
      replace,
      preventScrollReset: true,
    });

  return {
    query,
    /** Typing replaces the address instead of adding an entry to the history. */
    setSearch: (search: string) => change({ search }, true),
    setFilter: (filter: string) => change({ filter }),
    hrefFor: (page: number) => `?${listSearchParams({ ...query, page })}`,
  };
}
