import { hydrateRoot } from 'react-dom/client';
import { RENDERED_STATE_ID } from '../shared/server-render';
import { AppShell } from './AppShell';
import { nextTask } from './lib/next-task';
import { FirstPageApp } from './FirstPageApp';
import type { LeaveFirstPage } from './navigation/FirstPageNavigation';
import { windowLocation } from './navigation/history-entry';
import { pathText } from './navigation/navigation';
import { findSitePage } from './page-registry';
import type { GoTo } from './start-router';
import { browserCache } from './store/browser-cache';

const loadRouter = () => import('./start-router');

/** Loads React Router as soon as the visitor points at, touches or tabs to a link of the site. */
function loadRouterOnIntent() {
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
    events.forEach((name) => document.removeEventListener(name, onIntent, true));
    void loadRouter();
  };
  events.forEach((name) =>
    document.addEventListener(name, onIntent, { capture: true, passive: true }),
  );
}

/**
 * A page that starts as `first-page` (page-registry.ts) arrives rendered, with its data in a JSON
 * script: the browser takes it over (hydration) without React Router, which loads on the first
 * move to another page. Every other page starts with the router (start-router.tsx).
 */
export async function startApp(root: HTMLElement) {
  const state = document.getElementById(RENDERED_STATE_ID)?.textContent ?? null;
  const found = state === null ? undefined : findSitePage(window.location.pathname);
  const pageModule = found?.page.module;
  if (state === null || !found || pageModule?.start !== 'first-page') {
    await (await loadRouter()).startRouter(root);
    return;
  }
  // Each step in a task of its own (the scripts' evaluation, the page's module, the hydration), so
  // that none holds the main thread for long.
  await nextTask();
  const client = browserCache(state);
  const { default: Page } = await pageModule.load();
  await nextTask();

  let router: Promise<GoTo> | undefined;
  const leave: LeaveFirstPage = (to, options) => {
    router ??= loadRouter().then(({ takeOver }) => takeOver(app, client));
    void router.then(
      (goTo) => goTo(to, options),
      // The router's file is gone (a release since the page was loaded) or did not arrive: the
      // browser loads the address as a new document instead.
      () => {
        router = undefined;
        if (to) window.location.assign(pathText(to));
        else window.location.reload();
      },
    );
  };
  // One synchronous pass, not a transition in slices: a tap between slices was both replayed by
  // React and followed by the browser (two navigations), and a choice made meanwhile got lost.
  const app = hydrateRoot(
    root,
    <AppShell client={client}>
      <FirstPageApp pattern={found.page.path} Page={Page} start={windowLocation()} leave={leave} />
    </AppShell>,
  );
  loadRouterOnIntent();
}
