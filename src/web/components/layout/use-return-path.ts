import { useLocation } from '../../navigation/navigation';
import { safeRedirectPath } from '../../auth/redirect';

/**
 * The path to come back to after signing in: the current page, or on the auth screens the
 * `redirect_url` they already carry (so it does not nest).
 */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  if (!pathname.startsWith('/auth')) return `${pathname}${search}`;
  return safeRedirectPath(new URLSearchParams(search).get('redirect_url'), '/');
}
