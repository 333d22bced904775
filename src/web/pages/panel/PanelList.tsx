import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import type { PageInfo } from '../../../shared/responses/admin';
import { emptyListMessage } from './list-summary';
import { ListToolbar } from './ListToolbar';
import { PagedResults } from './PagedResults';

type PanelListProps<T> = ComponentProps<typeof ListToolbar> & {
  /** What the list's route answered for `list.query`. */
  results: UseQueryResult<PageInfo & { items: T[] }>;
  errorMessage: string;
  /** What the list counts, in singular and plural: ['usuario', 'usuarios']. */
  noun: [one: string, many: string];
  children: (items: T[]) => ReactNode;
};

/**
 * A paged list of the panel, kept in the address: the filter and the search box, then the rows
 * with their states, count and page links; 'nothing found' tells whether a search or filter is on.
 */
export function PanelList<T>({
  results,
  errorMessage,
  noun,
  children,
  ...toolbar
}: PanelListProps<T>) {
  return (
    <>
      <ListToolbar {...toolbar} />
      <PagedResults
        list={results}
        errorMessage={errorMessage}
        emptyMessage={emptyListMessage(noun[1], toolbar.list.query)}
        noun={noun}
        hrefFor={toolbar.list.hrefFor}
      >
        {children}
      </PagedResults>
    </>
  );
}
