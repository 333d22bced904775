import { siteContact } from '../../shared/contracts/site';
import { useResource } from '../store/use-resource';
import { call } from './call';
import { retryServerErrors } from './courses';

export const siteContactKey = 'site-contact';

/**
 * The consultancy's contact details (footer, contact block). Server-rendered pages arrive with
 * them; other pages fetch them once.
 */
export function useSiteContact() {
  return useResource(siteContactKey, () => call(siteContact).then((answer) => answer.contact), {
    retry: retryServerErrors,
  }).data;
}
