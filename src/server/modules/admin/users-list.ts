import type { AdminUsersQuery } from '../../../shared/admin';
import type { ServiceContext } from '../../context';
import { toCappedPage, type Page } from '../../db/paginate';
import { findUsersPage } from '../auth/user-store';
import { toAdminUsers } from '../auth/user-views';
import type { AdminUser } from '../../../shared/responses/admin';

/** One page of users as the panel lists them, with a total counted up to a cap. */
export async function listUsers(
  ctx: ServiceContext,
  query: AdminUsersQuery,
): Promise<Page<AdminUser>> {
  const { rows, countUpTo } = await findUsersPage(ctx.db, query);
  const views = await toAdminUsers(ctx.db, rows);
  return toCappedPage(views, { page: query.page, map: (user) => user, countUpTo });
}
