import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminConsumerRequestsQuery } from '../../../shared/admin';
import type { ServiceContext } from '../../context';
import { newestFirst, onPage, toPage, totalRows, type Page } from '../../db/paginate';
import { consumerRequests } from '../../db/schema';
import type { AdminConsumerRequest } from '../../../shared/responses/admin';

type RequestRow = typeof consumerRequests.$inferSelect;

export function toAdminRequest(row: RequestRow): AdminConsumerRequest {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    document: row.document,
    operation: row.operation,
    purchaseId: row.purchaseId,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

function conditions(query: AdminConsumerRequestsQuery): SQL | undefined {
  const byKind =
    query.filter === 'pending_review'
      ? eq(consumerRequests.status, query.filter)
      : query.filter
        ? eq(consumerRequests.kind, query.filter)
        : undefined;
  const needle = `%${query.search.toLowerCase()}%`;
  const bySearch = query.search
    ? or(
        sql`lower(${consumerRequests.code}) like ${needle}`,
        sql`lower(${consumerRequests.email}) like ${needle}`,
        sql`lower(${consumerRequests.name}) like ${needle}`,
      )
    : undefined;
  return and(byKind, bySearch);
}

/** Arrepentimiento and baja requests, newest first, with their state and outcome. */
export async function listConsumerRequests(
  ctx: ServiceContext,
  query: AdminConsumerRequestsQuery,
): Promise<Page<AdminConsumerRequest>> {
  const where = conditions(query);
  const rows = await onPage(
    ctx.db
      .select({ request: consumerRequests, total: totalRows })
      .from(consumerRequests)
      .where(where)
      .orderBy(...newestFirst(consumerRequests))
      .$dynamic(),
    query.page,
  );
  return toPage(rows, {
    page: query.page,
    map: (row) => toAdminRequest(row.request),
    countAll: () => ctx.db.$count(consumerRequests, where),
  });
}
