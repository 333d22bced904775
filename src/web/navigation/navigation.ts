import { createContext, useCallback, useContext, useMemo } from 'react';

/** An address inside the site. */
export type Path = { pathname: string; search: string; hash: string };

/** Where the visitor is: the address, and the state the navigation that led here left with it. */
export type AppLocation = Path & { state: unknown; key: string };

/** An address to go to: absolute (`/courses?search=iva`), or parts of the current one replaced. */
export type To = string | Partial<Path>;

export type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };

export type Navigate = (to: To, options?: NavigateOptions) => void;

export type Params = Readonly<Record<string, string | undefined>>;

/**
 * What pages read about the address and how they move. Two providers fill it: the first page's
 * own, before React Router has loaded (FirstPageNavigation), and React Router's, after
 * (RouterNavigation). Pages import from here, never from React Router, so that a public page's
 * first download carries no router.
 */
export type Navigation = { location: AppLocation; params: Params; navigate: Navigate };

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('navigation is read outside the site layout');
  return navigation;
}

export const useLocation = (): AppLocation => useNavigation().location;
export const useNavigate = (): Navigate => useNavigation().navigate;
export const useParams = (): Params => useNavigation().params;

type NextSearchParams = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);
export type SetSearchParams = (next: NextSearchParams, options?: NavigateOptions) => void;

/** The query string, and a way to change it on the same page. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useNavigation();
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const text = value.toString();
      navigate({ pathname, search: text ? `?${text}` : '', hash: '' }, options);
    },
    [navigate, pathname, search],
  );
  return [params, setParams];
}

/** The address `to` names, seen from `from`. */
export function resolvePath(to: To, from: Path): Path {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://site${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const pathText = ({ pathname, search, hash }: Path) => `${pathname}${search}${hash}`;
