import { useQuery } from '@tanstack/react-query';
import { listCountries, listRegions } from '../../shared/contracts/geo';
import { call } from './call';
import { retryServerErrors } from './courses';

export const geoKeys = {
  countries: ['geo', 'countries'] as const,
  regions: (countryCode: string) => ['geo', 'regions', countryCode] as const,
};

/** Every country with its Spanish name, sorted; fixed data, fetched once. */
export function useCountries() {
  return useQuery({
    queryKey: geoKeys.countries,
    queryFn: () => call(listCountries).then((answer) => answer.countries),
    staleTime: Infinity,
    retry: retryServerErrors,
  });
}

/** One country's provinces or regions, fetched when that country is chosen. */
export function useRegions(countryCode: string) {
  return useQuery({
    queryKey: geoKeys.regions(countryCode),
    queryFn: () =>
      call(listRegions, { params: { code: countryCode } }).then((answer) => answer.regions),
    enabled: countryCode !== '',
    staleTime: Infinity,
    retry: retryServerErrors,
  });
}
