import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A part of a page whose code is not in the page's first download. */
export type LaterPart<Props extends object = object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the part's code (once) and resolves when it is there. */
  load: () => Promise<unknown>;
};

/**
 * A part of a server-rendered page whose code the browser loads after the page's: rendered
 * inside <HydrateLater>, the server's markup stays on screen until the code arrives and React
 * then takes the part over. A page reached in the browser waits for its later parts before it
 * is shown (page-route.ts), so it is drawn whole.
 */
export function laterPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LaterPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => (loading ??= load());
  return Object.assign(lazy(start), { load: start });
}
