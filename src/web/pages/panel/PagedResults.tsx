import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { PageInfo } from '../../../shared/responses/admin';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { Pagination } from '../../components/ui/Pagination';
import { EmptyState } from '../account/EmptyState';
import { listSummary, pageCountOf } from './list-summary';

type PagedResultsProps<T> = {
  list: UseQueryResult<PageInfo & { items: T[] }>;
  errorMessage: string;
  emptyMessage: string;
  /** What the list counts, in singular and plural: ['usuario', 'usuarios']. */
  noun: [one: string, many: string];
  hrefFor: (page: number) => string;
  children: (items: T[]) => ReactNode;
};

/**
 * A page of a panel list with its states: loading, error, nothing found, or the rows with the
 * count and the links to the other pages. While another page loads, the current one stays, dimmed.
 */
export function PagedResults<T>(props: PagedResultsProps<T>) {
  const { list, errorMessage, emptyMessage, noun, hrefFor, children } = props;
  if (list.isPending) return <ListSkeleton rows={5} />;
  if (list.isError) return <LoadError>{errorMessage}</LoadError>;
  const { items, page } = list.data;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-slate-600">
        {items.length === 0 ? (
          <span className="sr-only">{emptyMessage}</span>
        ) : (
          listSummary(list.data, noun)
        )}
      </p>
      <div
        aria-busy={list.isPlaceholderData || undefined}
        className={clsx('transition-opacity', list.isPlaceholderData && 'opacity-60')}
      >
        {items.length === 0 ? <EmptyState>{emptyMessage}</EmptyState> : children(items)}
      </div>
      <Pagination page={page} pageCount={pageCountOf(list.data)} hrefFor={hrefFor} />
    </div>
  );
}
