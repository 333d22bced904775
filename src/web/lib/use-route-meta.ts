import { useMatches } from 'react-router';
import type { PageMeta } from '../../shared/page-meta';
import { usePageMeta } from './use-page-meta';

/** What a family's table (the account's, the panel's) gives each of its routes to read. */
export type PageHandle = { meta: PageMeta };

/**
 * The title and description its table gives the page the router shows, set as the browser's
 * title and description; the page need not name them.
 */
export function useRouteMeta(): PageMeta {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  if (!handle?.meta) throw new Error('This page is in no table that gives it a title.');
  usePageMeta(handle.meta);
  return handle.meta;
}
