import { plural } from '../../lib/plural';
import type { PageInfo } from '../../../shared/responses/admin';
import type { ListQuery } from '../../api/admin';

const integer = new Intl.NumberFormat('es-AR');

/**
 * How many pages the links offer. When the count stopped early, more than `total` rows exist,
 * so the page holding the row after them is offered too.
 */
export const pageCountOf = ({ total, totalCapped, pageSize }: PageInfo) =>
  totalCapped ? Math.floor(total / pageSize) + 1 : Math.ceil(total / pageSize);

/**
 * The line above a panel list: '12 usuarios · página 1 de 2', or 'Más de 100 usuarios ·
 * página 1' when the server stopped counting (the last page is not known then).
 */
export function listSummary(list: PageInfo, [one, many]: [one: string, many: string]): string {
  const { total, totalCapped, page } = list;
  if (totalCapped) return `Más de ${integer.format(total)} ${many} · página ${page}`;
  const pageCount = pageCountOf(list);
  const counted = `${integer.format(total)} ${plural(total, one, many)}`;
  return pageCount > 1 ? `${counted} · página ${page} de ${pageCount}` : counted;
}

/**
 * What an empty panel list says: that nothing matches only when something was searched or
 * filtered, that there is none yet otherwise.
 */
export function emptyListMessage(
  many: string,
  { search, filter }: Pick<ListQuery, 'search' | 'filter'>,
) {
  if (search.trim()) return `No hay ${many} que coincidan con la búsqueda.`;
  if (filter) return `No hay ${many} con el filtro elegido.`;
  return `Todavía no hay ${many}.`;
}
