import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from './browser';
import type { E2eSite } from './e2e-sites';
import { newPerson as personData } from './people';

/** The site of this worker (Vitest numbers its workers from 1). */
export function site(): E2eSite {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const started = inject('sites');
  const found = started[worker - 1];
  if (!found) throw new Error(`worker ${worker} has no site: ${started.length} were started`);
  return found;
}
export const baseUrl = () => site().baseUrl;

/** One Chromium per spec file; each `openPage` gets a fresh context (cookies, storage). */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  return async function openPage(path: string, options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-AR', ...options });
    const page = await context.newPage();
    await page.goto(path);
    return page;
  };
}

/**
 * Fails with the list of serious or critical accessibility violations axe-core finds, once the
 * page's finite animations have ended: a dialog still fading in reads as text without contrast.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Parts of a page load their code after it (the footer, the cookie notice): scan once they are
  // in, not while one is being inserted.
  await page.waitForLoadState('networkidle');
  // `networkidle` is reached once per page: a list still fetching a search shows the last page
  // dimmed and busy, so scan what the visitor settles on.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // What the browser skips while off screen (`content-visibility: auto`: the footer) has no
  // painted background, so axe would judge its light text against white: render it for the scan.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('.render-when-visible').forEach((element) => {
      element.style.contentVisibility = 'visible';
    }),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

type SavedMail = {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Every header by lower-case name (see smtp-sink.ts). */
  headers: Record<string, string>;
};

/** The first e-mail to `to` (saved by the e2e SMTP sink) that matches, waiting up to 10 s. */
export async function waitForMail(to: string, match: (mail: SavedMail) => boolean = () => true) {
  const dir = site().mailDir;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = existsSync(dir) ? readdirSync(dir).sort() : [];
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SavedMail;
      if (mail.to.includes(to.toLowerCase()) && match(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The last e-mail to `to` so far that matches (a code sent again replaces the first). */
export async function latestMail(to: string, match: (mail: SavedMail) => boolean) {
  await waitForMail(to, match);
  const dir = site().mailDir;
  const mails = readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SavedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()) && match(mail));
  return mails.at(-1)!;
}

/** The 6-digit code in a verification e-mail. */
export const mailedCode = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Unique sign-up data for one browser test. */
export const newPerson = () =>
  personData({}, { name: 'Carla', lastname: 'Medina', password: 'libro-diario-2025' });

/**
 * Waits until the server-rendered page has hydrated: the navigation drawer's button (present at
 * every size) is disabled until then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('button[aria-label="Abrir menú"]:not([disabled])') !== null,
  );
}

/** Holds back the page's requests that match `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Signs in through the login form and waits to leave it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/login');
}

/**
 * Pages in the administrator's session, signed in once for the whole run by the global setup
 * (each page in a fresh context with that cookie). The cookie notice is accepted first.
 */
export function useAdminSession(openPage: ReturnType<typeof useBrowser>) {
  let session: BrowserContextOptions['storageState'];
  beforeAll(async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page
      .context()
      .addCookies([{ name: 'token', value: site().adminSessionToken, url: baseUrl() }]);
    session = await page.context().storageState();
    await page.context().close();
  });
  return (path: string) => openPage(path, { storageState: session });
}

let signUps = 0;

/** A number from 0 to 255 for the running spec file (its path's hash). */
function specBlock(): number {
  const file = expect.getState().testPath ?? '';
  return [...file].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 256, 7);
}

/**
 * Registers a new person through the API in the page's browser context, which is then signed in
 * as them; the account is verified with the e-mailed code unless `verified` is false.
 */
export async function signUpThroughApi(page: Page, { verified = true } = {}) {
  const person = newPerson();
  // Each person signs up from an address of their own (the server trusts the loopback proxy),
  // as visitors do: the suite's sign-ups do not share one address's limit. Each spec file counts
  // from 1, so its addresses are in a block of its own.
  signUps += 1;
  const registered = await page.request.post('/api/auth/register', {
    data: person,
    headers: { 'x-forwarded-for': `198.18.${specBlock()}.${signUps % 250}` },
  });
  expect(registered.status()).toBe(201);
  if (verified) {
    const mail = await waitForMail(person.email, (m) => /código/i.test(m.subject));
    const otp = mailedCode(mail.text);
    const answer = await page.request.post('/api/auth/verify/account', { data: { otp } });
    expect(answer.ok()).toBe(true);
  }
  return person;
}

/** Waits for the 'Verificación' dialog that stops an unverified buyer and checks its way out. */
export async function expectVerifyFirstDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Verificación' });
  await dialog
    .getByText('Para hacer una compra, es necesario validar tu cuenta previamente.')
    .waitFor();
  // 'Validar' leads to the account's e-mail page and, once verified, back to this page.
  const here = new URL(page.url());
  expect(await dialog.getByRole('link', { name: 'Validar' }).getAttribute('href')).toBe(
    `/account/email?redirect_url=${encodeURIComponent(here.pathname + here.search)}`,
  );
}
