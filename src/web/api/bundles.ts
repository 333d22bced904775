import * as routes from '../../shared/contracts/bundles';
import { useResource } from '../store/use-resource';
import { call } from './call';
import { retryServerErrors } from './courses';

/** The public bundles' entries in the data cache (a course edit marks them stale too: courses.ts). */
export const bundleKeys = {
  list: 'bundles',
  detail: (id: number) => `bundle/${id}`,
};

/** The visible 'Rutas de aprendizaje', for the catalogue. */
export function useBundles() {
  return useResource(
    bundleKeys.list,
    () => call(routes.listBundles).then((answer) => answer.bundles),
    { retry: retryServerErrors },
  );
}

/** One visible bundle's public page; the answer's slug is the canonical one. */
export function useBundleDetail(id: number, slug: string) {
  return useResource(
    bundleKeys.detail(id),
    () => call(routes.bundleDetail, { params: { id, slug } }).then((answer) => answer.bundle),
    { enabled: Number.isInteger(id) && id > 0, retry: retryServerErrors },
  );
}
