import type { SiteContact } from '../../shared/site-contact';
import { useResource } from '../store/use-resource';
import { apiRequest } from './client';
import { retryServerErrors } from './courses';

export const siteContactKey = 'site-contact';

/**
 * The consultancy's contact details (footer, contact block). Server-rendered pages arrive with
 * them; other pages fetch them once.
 */
export function useSiteContact() {
  return useResource(
    siteContactKey,
    () => apiRequest<{ contact: SiteContact }>('/site').then((answer) => answer.contact),
    { retry: retryServerErrors },
  ).data;
}
