import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderPage } from '../../../shared/server-render';
import { loadConfig } from '../../config';
import type { ServiceContext } from '../../context';
import { createRenderedPages, RENDERED_PAGE_TTL_MS, withRenderedPage } from './rendered-pages';

/** A renderer that counts its renders, and a context whose catalogue version the test moves. */
function setup(render: RenderPage = async (url) => ({ html: `<h1>${url}</h1>`, state: {} })) {
  const counted = vi.fn(render);
  let version = 0;
  let saleEnd: number | undefined;
  const log = { error: vi.fn() };
  const ctx = {
    now: () => new Date(),
    catalogue: { version: () => version, nextSaleEnd: () => saleEnd },
    config: loadConfig({}),
    log,
  } as unknown as ServiceContext;
  return {
    renders: counted,
    log,
    renderedPage: createRenderedPages(counted, ctx),
    invalidate: () => (version += 1),
    /** A visible course's sale ends at that moment. */
    saleEndsAt: (at: number) => (saleEnd = at),
  };
}

describe('server-rendered public pages', () => {
  afterEach(() => vi.useRealTimers());

  it('renders a busy page once for everyone within a few seconds, then again', async () => {
    vi.useFakeTimers();
    const { renders, renderedPage } = setup();
    const pages = await Promise.all(Array.from({ length: 20 }, () => renderedPage('/courses')));
    expect(pages[0]).toEqual({ html: '<h1>/courses</h1>', state: {} });
    expect(renders).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(RENDERED_PAGE_TTL_MS + 1);
    await renderedPage('/courses');
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('renders again as soon as a course write changes the catalogue', async () => {
    const { renders, renderedPage, invalidate } = setup();
    await renderedPage('/courses/1/monotributo');
    invalidate();
    await renderedPage('/courses/1/monotributo');
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('renders again once a sale the page shows ends, before its few seconds are up', async () => {
    vi.useFakeTimers();
    const { renders, renderedPage, saleEndsAt } = setup();
    saleEndsAt(Date.now() + 1000);
    await renderedPage('/courses');
    vi.advanceTimersByTime(999);
    await renderedPage('/courses');
    expect(renders).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await renderedPage('/courses');
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('bounds a page by a sale that only the catalogue loaded for its render knows', async () => {
    vi.useFakeTimers();
    const pages = setup(async (url) => {
      pages.saleEndsAt(Date.now() + 1000);
      return { html: `<h1>${url}</h1>`, state: {} };
    });
    await pages.renderedPage('/courses');
    vi.advanceTimersByTime(1000);
    await pages.renderedPage('/courses');
    expect(pages.renders).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded number of addresses, however many query strings arrive', async () => {
    const { renders, renderedPage } = setup();
    for (let i = 0; i < 500; i++) await renderedPage(`/courses?search=${i}`);
    await renderedPage('/courses?search=0');
    expect(renders).toHaveBeenCalledTimes(501);
    await renderedPage('/courses?search=499');
    expect(renders).toHaveBeenCalledTimes(501);
  });

  it('leaves a page that fails to render to the browser, and says so in the log', async () => {
    const { renderedPage, log } = setup(async () => {
      throw new Error('window is not defined');
    });
    expect(await renderedPage('/')).toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/' }),
      expect.stringContaining('server rendering failed'),
    );
  });

  it('puts the markup in the root and the data in a JSON script nothing can close early', () => {
    const html = withRenderedPage(
      '<html><body><div id="root"></div><script src="/a.js"></script></body></html>',
      { html: '<h1>Cursos</h1>', state: { title: '</script><script>alert(1)</script>' } },
    );
    expect(html).toContain('<div id="root"><h1>Cursos</h1></div>');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="rendered-state">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(json![1]!)).toEqual({ title: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('rel="preload"');
  });

  it('preloads the picture the page marks as its largest, right after the viewport', () => {
    const html = withRenderedPage(
      '<html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><link rel="stylesheet" href="/a.css"></head><body><div id="root"></div></body></html>',
      {
        html:
          '<img src="/small.webp" loading="lazy"/>' +
          '<img src="/uploads/courses/a.webp" srcSet="/uploads/courses/320/a.webp 320w, /uploads/courses/a.webp 1280w" sizes="(min-width: 1024px) 384px, calc(100vw - 32px)" alt="" fetchPriority="high"/>',
        state: {},
      },
    );
    const preload =
      '<link rel="preload" as="image" href="/uploads/courses/a.webp" ' +
      'imagesrcset="/uploads/courses/320/a.webp 320w, /uploads/courses/a.webp 1280w" ' +
      'imagesizes="(min-width: 1024px) 384px, calc(100vw - 32px)" fetchpriority="high" />';
    expect(html).toContain(
      `<meta name="viewport" content="width=device-width" />\n    ${preload}<link rel="stylesheet"`,
    );
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('asks for the app scripts at low priority: the rendered page reads without them', () => {
    const template =
      '<html><head><meta charset="UTF-8" />' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/chunk.js">' +
      '</head><body><div id="root"></div></body></html>';
    const html = withRenderedPage(template, { html: '<h1>Cursos</h1>', state: {} });
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk.js">',
    );
  });
});
