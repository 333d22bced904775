import { clsx } from 'clsx';
import { Search } from 'lucide';
import { useId, useRef } from 'react';
import { useLocalCopy } from '../../lib/use-local-copy';
import { Icon } from '../ui/Icon';
import { CATEGORY_FILTER_OPTIONS, parseCategoryFilter, type CourseFilters } from './filter-courses';
import { useEarlyFilters } from './use-early-filters';

type CourseFilterBarProps = {
  filters: CourseFilters;
  onChange: (changes: Partial<CourseFilters>) => void;
  /** 'dark' sits on the navy banner; 'light' on a white card. */
  tone?: 'dark' | 'light';
};

const controlClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

const sameFilters = (a: CourseFilters, b: CourseFilters) =>
  a.search === b.search && a.filter === b.filter;

/** A title search and a category select, used by the catalogue and by "Mis cursos". */
export function CourseFilterBar({ filters, onChange, tone = 'light' }: CourseFilterBarProps) {
  const id = useId();
  // What the fields show follows every keystroke at once; the address (`filters`) follows in a
  // background render, which can lag behind (while code below the first screen still loads), and
  // fields drawn from it would snap back to the old value meanwhile.
  const [shown, setShown] = useLocalCopy(filters, sameFilters);
  const searchRef = useRef<HTMLInputElement>(null);
  const filterRef = useRef<HTMLSelectElement>(null);
  // Both fields as the visitor sees them: one chosen while the page was still hydrating is not
  // lost when the other changes next.
  const current = (): CourseFilters => ({
    search: searchRef.current?.value ?? shown.search,
    filter: parseCategoryFilter(filterRef.current?.value ?? shown.filter),
  });
  const change = (changes: Partial<CourseFilters>) => {
    const next = { ...current(), ...changes };
    setShown(next);
    onChange(next);
  };
  useEarlyFilters(filters, change, searchRef, filterRef);
  const labelClasses = clsx(
    'text-sm font-medium',
    tone === 'dark' ? 'text-brand-50' : 'text-slate-700',
  );
  return (
    <div role="search" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className={labelClasses}>
          Buscar curso
        </label>
        <div className="relative">
          <Icon
            node={Search}
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            value={shown.search}
            onChange={(event) => change({ search: event.target.value })}
            placeholder="Ej.: monotributo"
            autoComplete="off"
            className={clsx(controlClasses, 'pl-9')}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-filter`} className={labelClasses}>
          Categoría
        </label>
        <select
          ref={filterRef}
          id={`${id}-filter`}
          value={shown.filter}
          onChange={(event) => change({ filter: parseCategoryFilter(event.target.value) })}
          className={controlClasses}
        >
          {CATEGORY_FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
