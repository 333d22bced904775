import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BundleFormInput } from '../../shared/bundles';
import * as routes from '../../shared/contracts/admin-bundles';
import { adminKeys } from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';

const bundlesKey = [...adminKeys.all, 'bundles'] as const;

/** Every 'Ruta de aprendizaje', newest first, with its approved sales. */
export function useAdminBundles() {
  return useQuery({
    queryKey: bundlesKey,
    queryFn: () => call(routes.listAdminBundles).then((answer) => answer.bundles),
    retry: retryServerErrors,
  });
}

/** Creates a bundle (no id) or saves one over an existing bundle; the list is fetched again. */
export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, bundle }: { id: number | null; bundle: BundleFormInput }) =>
      id === null
        ? call(routes.createBundle, { body: bundle })
        : call(routes.updateBundle, { params: { id }, body: bundle }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bundlesKey }),
  });
}
