import { SelectField, type SelectOption } from '../../components/ui/FormField';
import { SearchField } from '../../components/ui/SearchField';
import type { useListParams } from './use-list-params';

type ListToolbarProps = {
  list: ReturnType<typeof useListParams>;
  filterLabel: string;
  /** The filter's options; the one with the empty value shows everything. */
  filterOptions: SelectOption[];
  searchLabel: string;
  searchHint: string;
};

/** The filter select and the search box above a paged list of the panel. */
export function ListToolbar({ list, filterLabel, filterOptions, ...search }: ListToolbarProps) {
  return (
    <div role="search" className="grid items-start gap-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <SelectField
        label={filterLabel}
        options={filterOptions}
        value={list.query.filter}
        onChange={(event) => list.setFilter(event.target.value)}
      />
      <SearchField
        label={search.searchLabel}
        placeholder={search.searchHint}
        value={list.query.search}
        onSearch={list.setSearch}
      />
    </div>
  );
}
