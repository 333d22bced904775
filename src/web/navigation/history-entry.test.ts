import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowLocation, writeEntry } from './history-entry';

/** The browser's address bar and history, as much of them as both sides read. */
function fakeWindow(start: string) {
  const entries: { url: URL; state: unknown }[] = [
    { url: new URL(start, 'https://site'), state: null },
  ];
  let at = 0;
  const current = () => entries[at]!;
  const write = (state: unknown, url: string | URL | null | undefined, push: boolean) => {
    const entry = { url: new URL(url ?? current().url, current().url), state };
    if (push) entries.splice(++at, entries.length, entry);
    else entries[at] = entry;
  };
  return {
    get location() {
      const { url } = current();
      return Object.assign(url, { assign: () => {}, replace: () => {}, reload: () => {} });
    },
    history: {
      get state() {
        return current().state;
      },
      get length() {
        return entries.length;
      },
      scrollRestoration: 'auto',
      pushState: (state: unknown, _title: string, url?: string | URL | null) =>
        write(state, url, true),
      replaceState: (state: unknown, _title: string, url?: string | URL | null) =>
        write(state, url, false),
      go: () => {},
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
}

// The page a visit starts on moves without React Router (FirstPageNavigation) and writes history
// entries in the router's own format, so that the router, once it takes over, counts them and
// reads their state: Back and Forward keep working. This pins that format to the installed router.
describe('a history entry written before React Router loads', () => {
  let window: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    window = fakeWindow('/courses');
    vi.stubGlobal('window', window);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is read by React Router as its own: address, state, key and place in the history', () => {
    writeEntry({ pathname: '/courses', search: '?search=iva', hash: '' }, null, true);
    const moved = writeEntry(
      { pathname: '/courses', search: '?search=iva&page=2', hash: '' },
      { from: 'filtros' },
      false,
    );

    const history = createBrowserHistory({ window: window as unknown as Window, v5Compat: true });
    expect(history.location).toMatchObject({
      pathname: '/courses',
      search: '?search=iva&page=2',
      state: { from: 'filtros' },
      key: moved.key,
    });
    // The router counts from the entry it found: its next entry is the third of the visit.
    history.push('/services');
    expect(window.history.state).toMatchObject({ idx: 2 });
  });

  it('reads back an entry React Router wrote', () => {
    writeEntry({ pathname: '/courses', search: '?search=iva', hash: '' }, null, false);
    const history = createBrowserHistory({ window: window as unknown as Window, v5Compat: true });
    history.push('/services', { from: 'menú' });
    const location = windowLocation();
    expect(location).toMatchObject({ pathname: '/services', state: { from: 'menú' } });
    expect(location.key).toBe(history.location.key);

    // The next entry written without the router continues the router's count.
    writeEntry({ pathname: '/services', search: '', hash: '#contacto' }, null, false);
    expect((window.history.state as { idx: number }).idx).toBe(3);
  });
});
