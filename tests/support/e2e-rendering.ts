import type { Page } from 'playwright-core';

/** What the browser reports while it takes over a server-rendered page (mismatches included). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Notes, for every next document of the page, the server's nodes that match `selector`. */
export async function markRenderedNodes(page: Page, selector: string): Promise<void> {
  await page.addInitScript((query) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { rendered: Element[] }).rendered = [
        ...document.querySelectorAll(query),
      ];
    });
  }, selector);
}

/** How many nodes markRenderedNodes noted, and how many are still in the page (not drawn again). */
export function renderedNodesKept(page: Page): Promise<{ all: number; kept: number }> {
  return page.evaluate(() => {
    const rendered = (window as unknown as { rendered: Element[] }).rendered;
    return { all: rendered.length, kept: rendered.filter((node) => node.isConnected).length };
  });
}
