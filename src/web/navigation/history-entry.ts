import { pathText, type AppLocation, type Path } from './navigation';

/** A history entry's state as React Router writes it: the page's state, a key, the entry's index. */
type EntryState = { usr?: unknown; key?: string; idx?: number } | null;

const currentEntry = () => window.history.state as EntryState;

/** The address the browser shows, as a location. */
export function windowLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  const entry = currentEntry();
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/**
 * Adds or replaces a history entry in React Router's own format, so that the router, once it
 * takes over, counts the entries written before it (going back and forward keeps working). The
 * format is the router's private one: history-entry.test.ts pins it to the installed version.
 */
export function writeEntry(path: Path, state: unknown, replace: boolean): AppLocation {
  const key = Math.random().toString(36).slice(2, 10);
  const idx = (currentEntry()?.idx ?? 0) + (replace ? 0 : 1);
  const entry: EntryState = { usr: state, key, idx };
  if (replace) window.history.replaceState(entry, '', pathText(path));
  else window.history.pushState(entry, '', pathText(path));
  return { ...path, state, key };
}
