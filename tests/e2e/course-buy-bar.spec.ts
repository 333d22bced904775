import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/shared/money';
import { saleInForce, type Priced } from '../../src/shared/pricing';
import { E2E_STUDENT } from '../support/e2e-seed';
import { expectNoSeriousA11yViolations, signIn, signUpThroughApi } from '../support/e2e';
import { site, useBrowser, waitForHydration } from '../support/e2e';

const SHOTS = '/tmp/buy-bar';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 768 } };

const coursePath = () => `/courses/${site().ownedCourse.id}/${site().ownedCourse.slug}`;
const buyBar = (page: Page) => page.getByRole('complementary', { name: 'Comprar el curso' });
const headerBuy = (page: Page) => page.locator('[data-header-buy]');

/** Scrolls so that the top of the page is `y` pixels up, and lets the observers answer. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}

/** Scrolls the header's buy button up out of view (under the navigation, and past it). */
async function scrollPastHeaderBuy(page: Page) {
  const bottom = await headerBuy(page).evaluate(
    (element) => element.getBoundingClientRect().bottom + window.scrollY,
  );
  await scrollTo(page, bottom + 50);
}

/** The price the course sells at now: the sale price while a sale is in force. */
async function priceInForce(page: Page): Promise<string> {
  const { id, slug } = site().ownedCourse;
  const answer = await page.request.get(`/api/courses/${id}/${slug}`);
  const { course } = (await answer.json()) as { course: Priced };
  return formatPrice(saleInForce(course, Date.now())?.price ?? course.price);
}

/** Waits for the bar's slide to end. */
const settled = (bar: Locator) =>
  bar.evaluate((element) => Promise.all(element.getAnimations().map((slide) => slide.finished)));

/** Fails when both are on screen and overlap. */
async function expectApart(first: Locator, second: Locator) {
  if (!(await first.isVisible()) || !(await second.isVisible())) return;
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  const overlap =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap).toBe(false);
}

describe('the course page buy bar', () => {
  const openPage = useBrowser();

  it('shows on a phone once the header button is gone, off the cookie notice and the footer', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await openPage(coursePath(), PHONE);
    await waitForHydration(page);
    await signUpThroughApi(page);
    await page.reload();
    await waitForHydration(page);
    const bar = buyBar(page);
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await notice.waitFor();
    expect(await page.locator('aside[aria-label="Comprar el curso"]').isVisible()).toBe(false);

    // With the cookie notice up, the bar waits for it to be dismissed rather than cover it.
    await scrollPastHeaderBuy(page);
    await expectApart(bar, notice);
    expect(await bar.isVisible()).toBe(false);
    await notice.getByRole('button', { name: 'Entendido' }).click();
    await notice.waitFor({ state: 'detached' });

    await bar.waitFor({ state: 'visible' });
    expect(await bar.textContent()).toContain(await priceInForce(page));
    await settled(bar);
    await page.screenshot({ path: `${SHOTS}/phone.png` });
    await expectNoSeriousA11yViolations(page);

    await scrollTo(page, 0);
    await bar.waitFor({ state: 'hidden' });

    await scrollPastHeaderBuy(page);
    await bar.waitFor({ state: 'visible' });
    const footer = page.getByRole('contentinfo');
    await footer.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await bar.waitFor({ state: 'hidden' });
    // Only its top edge in view: the bar still gives way.
    const footerTop = await footer.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
    await scrollTo(page, footerTop - 844 + 20);
    await bar.waitFor({ state: 'hidden' });

    await scrollPastHeaderBuy(page);
    await bar.getByRole('link', { name: 'Comprar' }).click();
    const { id, slug } = site().ownedCourse;
    await page.waitForURL(
      (url) =>
        url.pathname === '/buy' &&
        url.searchParams.get('id') === String(id) &&
        url.searchParams.get('slug') === slug,
    );
    await page.context().close();
  });

  it('sends a visitor to sign in on the way to the buy page, as the header does', async () => {
    const page = await openPage(coursePath(), PHONE);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Entendido' }).click();
    await scrollPastHeaderBuy(page);
    const buy = buyBar(page).getByRole('link', { name: 'Comprar' });
    const header = headerBuy(page).getByRole('link', { name: 'Iniciar sesión para comprar' });
    expect(await buy.getAttribute('href')).toBe(await header.getAttribute('href'));
    await page.context().close();
  });

  it("offers its owner 'Ir al curso' instead", async () => {
    const page = await openPage('/', PHONE);
    await signIn(page, E2E_STUDENT.email, E2E_STUDENT.password);
    await page.goto(coursePath());
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Entendido' }).click();
    await scrollPastHeaderBuy(page);
    const bar = buyBar(page);
    await bar.getByRole('link', { name: 'Ir al curso' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Comprar' }).count()).toBe(0);
    await page.context().close();
  });

  it('slides in without motion for someone who asked for less', async () => {
    const page = await openPage(coursePath(), { ...PHONE, reducedMotion: 'reduce' });
    await waitForHydration(page);
    const duration = await page
      .locator('aside[aria-label="Comprar el curso"]')
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(duration).toBe('0s');
    await page.context().close();
  });

  it('keeps the price card sticky on a desktop, then the same bar at the top right', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await openPage(coursePath(), DESKTOP);
    await waitForHydration(page);
    const stickyTop = await headerBuy(page).evaluate((element) => {
      let card: Element | null = element;
      while (card && getComputedStyle(card).position !== 'sticky') card = card.parentElement;
      return card && getComputedStyle(card).top;
    });
    expect(stickyTop).toBe('80px');
    await scrollTo(page, 150);
    const card = (await headerBuy(page).boundingBox())!;
    expect(card.y).toBeGreaterThanOrEqual(64);
    expect(card.y + card.height).toBeLessThanOrEqual(768);
    const bar = buyBar(page);
    expect(await bar.isVisible()).toBe(false);

    // Once the header (and the card with it) has gone up, the bar takes over, under the navigation.
    await scrollPastHeaderBuy(page);
    await bar.waitFor({ state: 'visible' });
    await settled(bar);
    const box = (await bar.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(64);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    expect(box.x).toBeGreaterThan(1366 / 2);
    await expectApart(bar, page.getByRole('region', { name: 'Aviso de cookies' }));
    expect(await bar.textContent()).toContain(await priceInForce(page));
    await page.screenshot({ path: `${SHOTS}/desktop.png` });

    await page
      .getByRole('contentinfo')
      .evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await bar.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
