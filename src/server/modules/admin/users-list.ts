import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '../../../shared/admin';
import type { ServiceContext } from '../../context';
import { countUpTo } from '../../db/count-up-to';
import { pageWindow, toCappedPage, type Page } from '../../db/paginate';
import { users } from '../../db/schema';
import { containsWords, isUuid } from '../../db/search';
import { enrolmentsOf } from '../enrollments/service';
import { toAdminUser } from './admin-user';
import type { AdminUser } from '../../../shared/responses/admin';

const isAdmin = sql`'admin' = any(${users.roles})`;

function conditions(query: AdminUsersQuery): SQL | undefined {
  const byRole =
    query.filter === 'admin' ? isAdmin : query.filter === 'user' ? not(isAdmin) : undefined;
  // A user id (the purchases list links here with one) finds that user.
  const bySearch = isUuid(query.search)
    ? eq(users.id, query.search)
    : containsWords(users.searchText, query.search);
  return and(byRole, bySearch);
}

/**
 * One page of users, newest first, filtered and searched in the database, with a total counted
 * up to a cap (see toCappedPage).
 */
export async function listUsers(
  ctx: ServiceContext,
  query: AdminUsersQuery,
): Promise<Page<AdminUser>> {
  const where = conditions(query);
  const { limit, offset } = pageWindow(query.page);
  const rows = await ctx.db
    .select({ user: users })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  const owned = await enrolmentsOf(
    ctx.db,
    rows.map((row) => row.user.id),
  );
  return toCappedPage(rows, {
    page: query.page,
    map: (row) => toAdminUser(row.user, owned.get(row.user.id) ?? []),
    countUpTo: (limit) => countUpTo(ctx.db, users, where, limit),
  });
}
