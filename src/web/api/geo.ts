import { useQuery } from '@tanstack/react-query';
import type { Country, Region } from '../../shared/geo';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';

export const geoKeys = {
  countries: ['geo', 'countries'] as const,
  regions: (countryCode: string) => ['geo', 'regions', countryCode] as const,
};

/** Every country with its Spanish name, sorted; fixed data, fetched once. */
export function useCountries() {
  return useQuery({
    queryKey: geoKeys.countries,
    queryFn: () =>
      apiRequest<{ countries: Country[] }>('/geo/countries').then((answer) => answer.countries),
    staleTime: Infinity,
    retry: retryServerErrors,
  });
}

/** One country's provinces or regions, fetched when that country is chosen. */
export function useRegions(countryCode: string) {
  return useQuery({
    queryKey: geoKeys.regions(countryCode),
    queryFn: () =>
      apiRequest<{ regions: Region[] }>(
        `/geo/countries/${encodeURIComponent(countryCode)}/regions`,
      ).then((answer) => answer.regions),
    enabled: countryCode !== '',
    staleTime: Infinity,
    retry: retryServerErrors,
  });
}
