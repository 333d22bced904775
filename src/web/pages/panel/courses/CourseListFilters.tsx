import {
  CATEGORY_FILTER_OPTIONS,
  parseCategoryFilter,
} from '../../../components/course/filter-courses';
import { SelectField } from '../../../components/ui/FormField';
import { SearchField } from '../../../components/ui/SearchField';
import {
  VISIBILITY_OPTIONS,
  type AdminCourseFilters,
  type VisibilityFilter,
} from './use-admin-course-filters';

type CourseListFiltersProps = {
  filters: AdminCourseFilters;
  onChange: (changes: Partial<AdminCourseFilters>) => void;
};

/** Title search, category and visibility above the panel's course cards. */
export function CourseListFilters({ filters, onChange }: CourseListFiltersProps) {
  return (
    <div
      role="search"
      className="grid grid-cols-2 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_12rem_12rem]"
    >
      <div className="col-span-2 lg:col-span-1">
        <SearchField
          label="Buscar curso"
          placeholder="Título del curso"
          value={filters.search}
          onSearch={(search) => onChange({ search })}
        />
      </div>
      <SelectField
        label="Categoría"
        options={CATEGORY_FILTER_OPTIONS}
        value={filters.filter}
        onChange={(event) => onChange({ filter: parseCategoryFilter(event.target.value) })}
      />
      <SelectField
        label="Visibilidad"
        options={VISIBILITY_OPTIONS}
        value={filters.visibility}
        onChange={(event) => onChange({ visibility: event.target.value as VisibilityFilter })}
      />
    </div>
  );
}
