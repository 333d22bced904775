import { useSearchParams } from '../navigation/navigation';
import { safeRedirectPath } from './redirect';

/** Where to go after signing in: the page's `redirect_url` if it is a path on this site. */
export function useRedirectTarget(fallback: string): string {
  const [params] = useSearchParams();
  return safeRedirectPath(params.get('redirect_url'), fallback);
}
