/**
 * How many copies of the site the browser suite starts: one per Vitest worker, each on its own
 * database and mail folder, so spec files run side by side without sharing settings or limits
 * (within a worker they run one after the other, as they always did). The browser tests spend
 * most of their time waiting on the site and Chromium, so two workers fit a 2-core machine.
 */
export const E2E_SITES = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** What a spec needs of the site its worker talks to. */
export type E2eSite = {
  baseUrl: string;
  mailDir: string;
  ownedCourse: { id: number; slug: string };
  /** The value of the administrator's session cookie (see useAdminSession). */
  adminSessionToken: string;
};
