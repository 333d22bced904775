import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/admin-monotributo';
import type { MonotributoTableInput } from '../../shared/monotributo-table';
import type { AdminMonotributoTable } from '../../shared/responses/monotributo';
import { adminKeys } from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';

const tablesKey = [...adminKeys.all, 'monotributo'] as const;
/** One table by its day; `null` for the one in force today. */
const tableKey = (effectiveFrom: string | null) => [...tablesKey, effectiveFrom] as const;

/** The table ruling from `effectiveFrom` (the one in force today with `null`), and every day. */
export function useAdminMonotributoTable(effectiveFrom: string | null) {
  return useQuery({
    queryKey: tableKey(effectiveFrom),
    queryFn: () =>
      call(routes.adminMonotributoTable, { query: { effectiveFrom: effectiveFrom ?? undefined } }),
    // Another table chosen: the one on screen stays (with the selector) until it arrives.
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    // The form fills once; fetching again on focus would change nothing on screen.
    refetchOnWindowFocus: false,
  });
}

/**
 * Creates the table of its day or replaces it. The answer is that table; the others are read
 * again, since the list of days and the one in force may have changed.
 */
export function useSaveMonotributoTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (table: MonotributoTableInput) =>
      call(routes.saveMonotributoTable, { body: table }),
    onSuccess: ({ message: _, ...table }) => {
      queryClient.setQueryData<AdminMonotributoTable>(tableKey(table.effectiveFrom), table);
      void queryClient.invalidateQueries({
        queryKey: tablesKey,
        predicate: (query) => query.queryKey[2] !== table.effectiveFrom,
      });
    },
  });
}
