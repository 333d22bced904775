import { lazy } from 'react';

/**
 * The markdown renderer, downloaded the first time a page shows markdown: it is in no page's
 * first download. Render it inside a `Suspense`.
 */
export const LazyMarkdown = lazy(() =>
  import('./Markdown').then((module) => ({ default: module.Markdown })),
);
