/** The token part of a hosted video's signed address: `/api/videos/<id>/t/<token>/…`. */
const TOKEN = /\/t\/[^/]+\//;

/** The token of a signed address, or null. */
export const tokenOf = (address: string): string | null =>
  TOKEN.exec(address)?.[0].slice(3, -1) ?? null;

/**
 * The address with a newer token: the player's requests keep working after the one it
 * started with expires, since it asks for a fresh one while playing.
 */
export const withToken = (address: string, token: string): string =>
  address.replace(TOKEN, `/t/${token}/`);

/** When to ask for fresh addresses: three minutes before they expire, never sooner than 30 s. */
export const renewalDelay = (expiresAt: string, now: number): number =>
  Math.max(30_000, new Date(expiresAt).getTime() - now - 3 * 60_000);
