/** A page number to show, or a gap ('…') between two that are not neighbours. */
export type PageItem = number | 'gap';

const MOST_NUMBERS = 5;

/**
 * Up to five page numbers around `page` out of `pageCount`: the first and the last always, the
 * current one with its neighbours, and a gap where pages are left out. 1 … 4 5 6 … 20.
 */
export function pageNumbers(page: number, pageCount: number): PageItem[] {
  if (pageCount <= MOST_NUMBERS) return Array.from({ length: pageCount }, (_, i) => i + 1);
  if (page <= 3) return [1, 2, 3, 4, 'gap', pageCount];
  if (page >= pageCount - 2) {
    return [1, 'gap', pageCount - 3, pageCount - 2, pageCount - 1, pageCount];
  }
  return [1, 'gap', page - 1, page, page + 1, 'gap', pageCount];
}
