import { useQuery } from '@tanstack/react-query';
import type { SiteContact } from '../../shared/site-contact';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';

export const siteContactKey = ['site', 'contact'] as const;

/**
 * The consultancy's contact details (footer, contact block). Server-rendered pages arrive with
 * them; other pages fetch them once.
 */
export function useSiteContact() {
  return useQuery({
    queryKey: siteContactKey,
    queryFn: () => apiRequest<{ contact: SiteContact }>('/site').then((answer) => answer.contact),
    staleTime: Infinity,
    retry: retryServerErrors,
  }).data;
}
