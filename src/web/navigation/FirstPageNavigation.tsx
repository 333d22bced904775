import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { writeEntry, windowLocation } from './history-entry';
import { matchPath } from './match-path';
import {
  NavigationContext,
  pathText,
  resolvePath,
  type AppLocation,
  type Navigation,
  type NavigateOptions,
  type Path,
  type To,
} from './navigation';

/** Hands the app to React Router, then goes to `to` with it (or stays where the browser is). */
export type LeaveFirstPage = (to?: Path, options?: NavigateOptions) => void;

type Props = {
  /** Where the page was rendered. */
  start: AppLocation;
  /** The page's address pattern (`/courses/:id/:slug`): an address it matches is this page's. */
  pattern: string;
  leave: LeaveFirstPage;
  children: ReactNode;
};

/**
 * The navigation of the page a visit starts on, without React Router: moves within the same page
 * (the catalogue's filters in the query string, a course's canonical address) are its own; the
 * first move to another page, or back to one, loads the router and hands over to it.
 *
 * A change of address is a transition, as in React Router: parts of the page React has not taken
 * over yet keep the server's markup until their code arrives, instead of being drawn again.
 */
export function FirstPageNavigation({ start, pattern, leave, children }: Props) {
  const paramsAt = useCallback((pathname: string) => matchPath(pattern, pathname), [pattern]);
  const [location, setLocation] = useState(start);
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);

  const navigate = useCallback(
    (to: To, options: NavigateOptions = {}) => {
      const path = resolvePath(to, current.current);
      if (!paramsAt(path.pathname)) return leave(path, options);
      // A move to the address already shown replaces its entry, as in React Router.
      const replace = options.replace ?? pathText(path) === pathText(current.current);
      const next = writeEntry(path, options.state ?? null, replace);
      // The next move starts from here, even before React has drawn this one.
      current.current = next;
      startTransition(() => setLocation(next));
    },
    [paramsAt, leave],
  );

  useEffect(() => {
    const onPopState = () => {
      const popped = windowLocation();
      if (paramsAt(popped.pathname)) startTransition(() => setLocation(popped));
      else leave();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [paramsAt, leave]);

  const value = useMemo<Navigation>(
    () => ({ location, params: paramsAt(location.pathname) ?? {}, navigate }),
    [location, paramsAt, navigate],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
