import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/e2e';

type Course = { id: number; slug: string; picture: { url: string } | null };

const COPY = /\/uploads\/courses\/(320|480|720|960)\/[\w-]+\.webp$/;

describe('course covers in the size they are shown', () => {
  const openPage = useBrowser();

  it('sends the course page with its cover preloaded and a copy for a phone chosen', async () => {
    const page = await openPage('/', {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const { courses } = (await (await page.request.get('/api/courses')).json()) as {
      courses: Course[];
    };
    const course = courses.find((candidate) => candidate.picture)!;
    const address = `/courses/${course.id}/${course.slug}`;

    const html = await (await page.request.get(address)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`href="${course.picture!.url}"`);
    expect(preloads[0]).toMatch(/imagesrcset="[^"]*\/uploads\/courses\/720\/[^"]* 720w/);
    expect(preloads[0]).toContain('imagesizes="(min-width: 1024px) 384px');
    expect(preloads[0]).toContain('fetchpriority="high"');

    const file = course.picture!.url.split('/').pop()!;
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(`/${file}`)) asked.push(pathname);
    });
    await page.goto(address);
    const cover = page.locator(`main img[src="${course.picture!.url}"]`).first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    // The preload chooses with the phone's viewport, as the picture itself does: one copy asked.
    expect([...new Set(asked)]).toEqual([`/uploads/courses/720/${file}`]);
    const shown = await cover.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      fetchPriority: img.getAttribute('fetchpriority'),
      loading: img.getAttribute('loading'),
    }));
    // About 380 CSS pixels at 1.75 device pixels each: the 720-pixel copy, not the 1280 cover.
    expect(shown.currentSrc).toMatch(COPY);
    expect(shown.currentSrc).toContain('/uploads/courses/720/');
    expect(shown).toMatchObject({ fetchPriority: 'high', loading: 'eager' });
    await page.context().close();
  });

  it('marks only the catalogue’s first cover as the largest, and lazy-loads every other', async () => {
    const page = await openPage('/courses', { javaScriptEnabled: false });
    const covers = await page
      .locator('main img')
      .evaluateAll((images: HTMLImageElement[]) =>
        images.map((img) => [
          img.getAttribute('fetchpriority'),
          img.getAttribute('loading'),
          img.getAttribute('srcset') ?? '',
        ]),
      );
    expect(covers.length).toBeGreaterThan(3);
    expect(covers[0]!.slice(0, 2)).toEqual(['high', 'eager']);
    expect(covers.slice(1).map(([priority]) => priority)).not.toContain('high');
    // On a phone only the first card is on the first screen; the others wait for the layout.
    expect(covers.slice(1).map(([, loading]) => loading)).toEqual(
      covers.slice(1).map(() => 'lazy'),
    );
    for (const [, , srcset] of covers) expect(srcset).toMatch(/ 320w, .* 1280w$/);
    const head = await page.locator('head').innerHTML();
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
    await page.context().close();
  });

  it('asks for the home page’s pictures further down only when the visitor scrolls near them', async () => {
    const page = await openPage('/', { viewport: { width: 412, height: 823 } });
    await page.waitForLoadState('load');
    const asked = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
    const below = ['/images/valeria-ferraro.svg', '/data-fiscal.svg'];
    expect((await asked()).filter((path) => below.includes(path))).toEqual([]);
    await page.locator('#about').scrollIntoViewIfNeeded();
    await expect.poll(asked).toContain('/images/valeria-ferraro.svg');
    await page.context().close();
  });
});
