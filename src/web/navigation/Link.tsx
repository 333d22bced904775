import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { pathText, resolvePath, useNavigation, type To } from './navigation';

type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Leave the app: the browser loads the address as a new document. */
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
};

/** A click the app handles itself: the main button, no key held, in this tab. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A link to a page of the site: a real `<a href>` (it works before the code arrives, and opens in
 * a new tab as usual), which once the page runs moves without loading a new document. A link to
 * the page already shown replaces its history entry instead of adding one.
 */
export function Link({
  to,
  replace,
  state,
  reloadDocument,
  preventScrollReset,
  target,
  onClick,
  ...anchor
}: LinkProps) {
  const { location, navigate } = useNavigation();
  const path = resolvePath(to, location);
  const href = pathText(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(path, { replace: replace ?? href === pathText(location), state, preventScrollReset });
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}
