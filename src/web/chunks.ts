/**
 * How the browser build groups modules into files. Left alone, every small module shared by two
 * pages (an icon, a helper) becomes a file of its own: about 25 requests for one public page.
 * Small shared pieces are copied into the chunks that use them instead; the player, the account
 * area and the panel keep chunks of their own (`src/web/bundle-size.test.ts`).
 */
export const FIRST_DOWNLOAD_CHUNKS = {
  experimentalInlineCommonChunks: { maxSize: 20_000 },
};
