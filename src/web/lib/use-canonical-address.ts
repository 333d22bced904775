import { useEffect } from 'react';
import { useLocation, useNavigate } from '../navigation/navigation';

type PageOf = { slug: string };

/**
 * The address of a page of one course or one route, kept canonical: an id that is not one, or
 * that the server does not know (`missing`), leaves for `away`; once the page's data is here, a
 * changed slug is replaced by the current one (`canonical`), keeping the query and the hash.
 */
export function useCanonicalAddress<T extends PageOf>(
  found: T | undefined,
  {
    slug,
    missing,
    away,
    canonical,
  }: {
    slug: string;
    missing: boolean;
    away: string;
    canonical: (found: T) => string;
  },
) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (missing) void navigate(away, { replace: true });
  }, [missing, away, navigate]);

  useEffect(() => {
    if (found && found.slug !== slug) {
      void navigate(`${canonical(found)}${location.search}${location.hash}`, { replace: true });
    }
  }, [found, slug, canonical, location.search, location.hash, navigate]);
}
