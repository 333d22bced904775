import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from './browser';

export const baseUrl = () => inject('baseUrl');

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

/** Fails with the list of serious or critical accessibility violations axe-core finds. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
