import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  useLocation as useRouterLocation,
  useNavigate as useRouterNavigate,
  useParams as useRouterParams,
} from 'react-router';
import { NavigationContext, resolvePath, type Navigation, type Navigate } from './navigation';

/** The site's navigation read from React Router, for every page the router shows. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useRouterLocation();
  const routerNavigate = useRouterNavigate();
  // At the root, React Router's parameters are every matched route's.
  const params = useRouterParams();
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);
  // Resolved here, not by the router: a path without a pathname would otherwise be read against
  // the matched route (the home page's index route adds `?index`).
  const navigate = useCallback<Navigate>(
    (to, options) => void routerNavigate(resolvePath(to, current.current), options),
    [routerNavigate],
  );
  const value = useMemo<Navigation>(
    () => ({ location, params, navigate }),
    [location, params, navigate],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
