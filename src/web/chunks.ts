/**
 * How the browser build groups modules into files.
 *
 * - React, React DOM and the scheduler are one file (`framework`): it changes only when they are
 *   upgraded, so a returning visitor keeps it across the site's releases.
 * - React Router is another (`router`): a public page starts without it, and it loads on the
 *   first move to another page (docs/decisions/0018).
 * - The app's start (`start-app.tsx` and what it imports: navigation, layout, session, store) is
 *   one file (`shell`).
 * - Left alone, every small module shared by two pages (an icon, a helper) would become a file of
 *   its own: about 25 requests for one public page. Small shared pieces are copied into the
 *   chunks that use them instead; the player, the account area and the panel keep chunks of
 *   their own (`src/web/bundle-size.test.ts`).
 */
export const FIRST_DOWNLOAD_CHUNKS = {
  groups: [
    // What the entry itself needs: it must not import the shell, or React would be evaluated
    // before the first paint (main.ts).
    { name: 'boot', test: /preload-helper|src[\\/]shared[\\/]server-render\.ts$/, priority: 3 },
    { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
    // Loaded on the first move to another page (start-app.tsx), never with a public page.
    { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
    { name: 'shell', test: /src[\\/]web[\\/]start-app\.tsx$/, priority: 1 },
  ],
  experimentalInlineCommonChunks: { maxSize: 20_000 },
};
