import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session-context';
import { sessionKey } from './auth';
import { apiHref, call } from './call';
import { retryServerErrors } from './courses';
import { invalidateData } from '../store/cache';
import { salesStats } from '../../shared/contracts/admin';
import { listAdminCourses } from '../../shared/contracts/admin-courses';
import { listPurchases, purchasesCsv } from '../../shared/contracts/admin-purchases';
import { blockUser, listUsers, updateUser } from '../../shared/contracts/admin-users';
import type { Answer } from '../../shared/contracts/define-route';
import type { AdminUser, PageInfo } from '../../shared/responses/admin';

/** What a paged list of the panel asks for; an empty filter or search means all. */
export type ListQuery = { page: number; search: string; filter: string };
/**
 * One page of a panel list as the pages show it: the rows of the answer's `Field` as `items`,
 * and whatever else the list tells as `extra`.
 */
export type ListPage<Page extends PageInfo, Field extends keyof Page> = PageInfo & {
  items: Page[Field];
  extra: Omit<Page, Field | keyof PageInfo>;
};

export type UserUpdate = {
  name: string;
  lastname: string;
  username: string;
  email: string;
  courses: { id: number }[];
  roles: AdminUser['roles'];
};
export type BlockChange = { blocked: boolean; reason: string };

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  /** Every page of the users list (a page is `[...users, query]`). */
  users: ['admin', 'users'] as const,
  courses: ['admin', 'courses'] as const,
  purchases: ['admin', 'purchases'] as const,
  invoices: ['admin', 'invoices'] as const,
};

/** `search=…&filter=…&page=…` without the empty ones (and without page 1). */
export function listSearchParams({ page, search, filter }: Partial<ListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (filter) params.set('filter', filter);
  if (page && page > 1) params.set('page', String(page));
  return params;
}

/** The CSV of the purchases that match the search and filter (every page). */
export const purchasesCsvHref = (query: Pick<ListQuery, 'search' | 'filter'>) =>
  apiHref(purchasesCsv, { query: Object.fromEntries(listSearchParams(query)) });

/** A list's query as sent: the empty search and filter and the first page left out. */
export const listSearch = ({ page, search, filter }: ListQuery) => ({
  search: search || undefined,
  filter: filter || undefined,
  page: page > 1 ? page : undefined,
});
export type ListSearch = ReturnType<typeof listSearch>;

/**
 * One page of a panel list, cached under `name`: `fetchPage` (the list's contract called)
 * answers the rows under `field` (plus whatever else the list tells, as `extra`). The previous
 * page stays on screen while the next one loads.
 */
export function usePagedList<Page extends PageInfo, Field extends keyof Page & string>(
  name: string,
  field: Field,
  query: ListQuery,
  fetchPage: (search: ListSearch) => Promise<Page>,
) {
  return useQuery({
    queryKey: [...adminKeys.all, name, query],
    queryFn: async (): Promise<ListPage<Page, Field>> => {
      const answer = await fetchPage(listSearch(query));
      const { total, totalCapped, page, pageSize, [field]: items, ...extra } = answer;
      return { items, total, totalCapped, page, pageSize, extra };
    },
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export const useAdminUsers = (query: ListQuery) =>
  usePagedList('users', 'users', query, (search: ListSearch) => call(listUsers, { query: search }));
export const useAdminPurchases = (query: ListQuery) =>
  usePagedList('purchases', 'purchases', query, (search: ListSearch) =>
    call(listPurchases, { query: search }),
  );

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => call(salesStats),
    retry: retryServerErrors,
  });
}

/** Every course, hidden ones included, with its unit, module and student counts. */
export function useAdminCourses() {
  return useQuery({
    queryKey: adminKeys.courses,
    queryFn: () => call(listAdminCourses).then((answer) => answer.courses),
    retry: retryServerErrors,
  });
}

/** A change made in the panel; after it, the lists and figures under `keys` fetch again. */
export function usePanelMutation<Input, Answer>(
  keys: readonly (readonly unknown[])[],
  request: (input: Input) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * A change to one user: the users list, the figures and the courses' student counts fetch
 * again. An administrator who changed their own account also gets the new data into the session.
 */
function useUserMutation<Input>(
  send: (userId: string, input: Input) => Promise<Answer<typeof updateUser>>,
) {
  const queryClient = useQueryClient();
  const ownId = useSession().user?.id;
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: Input }) => send(userId, input),
    onSuccess: ({ user }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
      if (user.id === ownId) invalidateData(queryClient, (name) => name === sessionKey);
    },
  });
}

export const useUpdateUser = () =>
  useUserMutation((userId, input: UserUpdate) =>
    call(updateUser, { params: { userId }, body: input }),
  );

export const useBlockUser = () =>
  useUserMutation((userId, input: BlockChange) =>
    call(blockUser, { params: { userId }, body: input }),
  );
