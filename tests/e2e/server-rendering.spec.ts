import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from '../support/e2e';
import { collectProblems, markRenderedNodes, renderedNodesKept } from '../support/e2e-rendering';

type Course = { id: number; slug: string; title: string };

/** The paths of the scripts the page asks for, as it asks for them. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function firstCoursePath(page: Page): Promise<string> {
  const { courses } = (await (await page.request.get('/api/courses')).json()) as {
    courses: Course[];
  };
  return `/courses/${courses[0]!.id}/${courses[0]!.slug}`;
}

describe('public pages rendered on the server', () => {
  const openPage = useBrowser();

  it('sends the words of every public page before any JavaScript runs', async () => {
    const page = await openPage('/', { javaScriptEnabled: false });
    const courses = (await (await page.request.get('/api/courses')).json()) as {
      courses: Course[];
    };
    const course = courses.courses[0]!;
    const expected: [string, string][] = [
      ['/', 'Dominá tus finanzas'],
      ['/services', 'Soluciones contables'],
      ['/courses', course.title],
      [`/courses/${course.id}/${course.slug}`, 'Contenido del curso'],
      ['/terms-and-conditions', 'Términos y condiciones'],
      ['/privacy-policy', 'Política de privacidad'],
      ['/arrepentimiento', 'Botón de Arrepentimiento'],
      ['/baja', 'Botón de Baja'],
    ];
    for (const [path, text] of expected) {
      await page.goto(path);
      expect(await page.locator('main').innerText(), path).toContain(text);
    }
    await page.goto(`/courses/${course.id}/${course.slug}`);
    expect(await page.locator('h1').innerText()).toBe(course.title);
    // The styles come in the page itself: no stylesheet request holds the first paint back.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe('700');

    // Until the page's code runs, a form cannot be sent the browser's way (a GET with the
    // fields in the address): its button waits.
    await page.goto('/arrepentimiento');
    expect(await page.getByRole('button', { name: 'Enviar pedido' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('offers a visitor to sign in before any JavaScript runs, and keeps a session’s place', async () => {
    const page = await openPage('/', {
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const header = page.locator('header[data-site-header]');
    expect(await header.getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Crear cuenta' }).isVisible()).toBe(true);

    // With a session cookie the server cannot tell whether it is still valid: it keeps the
    // account button's place, and the browser's check fills it.
    await page.context().addCookies([{ name: 'token', value: 'vencido', url: page.url() }]);
    await page.goto('/courses');
    expect(await header.getByRole('link', { name: 'Iniciar sesión' }).count()).toBe(0);
    const place = await header.locator('[aria-hidden="true"].invisible').boundingBox();
    expect(place?.height).toBeGreaterThan(0);
    await page.context().close();
  });

  it('takes over the rendered page without a mismatch and keeps working', async () => {
    const page = await openPage('/courses', { javaScriptEnabled: true });
    const problems = collectProblems(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cursos' }).waitFor();
    const { courses } = (await (await page.request.get('/api/courses')).json()) as {
      courses: Course[];
    };
    const course = courses.at(-1)!;
    await page.locator(`main a[href="/courses/${course.id}/${course.slug}"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/courses/${course.id}/${course.slug}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();

    await page.goto('/');
    await page.getByRole('button', { name: 'Entendido' }).click();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['/', '/courses', 'a course page'])(
    'keeps the server markup of %s on a slow phone, while the session check answers mid-hydration',
    async (where) => {
      const page = await openPage('about:blank', { javaScriptEnabled: true });
      const problems = collectProblems(page);
      const path = where === 'a course page' ? await firstCoursePath(page) : where;
      // Four times slower, as Lighthouse's phone: the session check answers around the end of
      // hydration. The page must still be the server's nodes, not drawn again, once every later
      // part has been taken over too (a picture drawn again would be a later largest paint).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await markRenderedNodes(page, 'main h1, main h2, main img, main a, footer a');
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const kept = await renderedNodesKept(page);
      expect(kept.all).toBeGreaterThan(10);
      expect(kept.kept).toBe(kept.all);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it("keeps a course description as it arrived, and draws another course's afresh", async () => {
    const page = await openPage('/', { javaScriptEnabled: true });
    const problems = collectProblems(page);
    const { courses } = (await (await page.request.get('/api/courses')).json()) as {
      courses: Course[];
    };
    const [first, second] = courses;
    const scripts = collectScripts(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const heading = document.getElementById('course-about');
        const text = heading?.parentElement?.querySelector('p');
        (window as unknown as { description?: Element }).description = text ?? undefined;
      });
    });
    await page.goto(`/courses/${first!.id}/${first!.slug}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const description = page.locator('section[aria-labelledby="course-about"]');
    const kept = await page.evaluate(() => {
      const node = (window as unknown as { description?: Element }).description;
      return node !== undefined && node.isConnected && node.textContent !== '';
    });
    expect(kept).toBe(true);
    // The markdown renderer is neither downloaded nor run for text that has already arrived.
    expect(scripts.filter((path) => path.includes('/Markdown-'))).toEqual([]);

    // Reached in the browser, another course's description is drawn from its markdown.
    const {
      course: { content },
    } = (await (await page.request.get(`/api/courses/${second!.id}/${second!.slug}`)).json()) as {
      course: { content: string };
    };
    const firstWords = content
      .replace(/[#*_>`[\]-]/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/courses/${second!.id}/${second!.slug}`);
    await page.getByRole('heading', { level: 1, name: second!.title }).waitFor();
    await expect
      .poll(() => description.innerText().catch(() => ''), { timeout: 10_000 })
      .toContain(firstWords);
    expect(scripts.some((path) => path.includes('/Markdown-'))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('draws a page reached in the browser whole, even while the code below its first screen is slow', async () => {
    const page = await openPage('/courses', { javaScriptEnabled: true });
    const problems = collectProblems(page);
    await waitForHydration(page);
    // The home page's sections below the hero come in a file of their own; make it slow.
    await page.route(/\/assets\/HomeSections-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.evaluate(() => {
      const seen = window as unknown as { heroAlone?: boolean };
      new MutationObserver(() => {
        if (seen.heroAlone !== undefined || !document.getElementById('inicio')) return;
        seen.heroAlone = !document.getElementById('contact-title');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByRole('link', { name: /inicio$/ })
      .first()
      .click();
    await page.locator('#contact-title').waitFor();
    // The hero never showed without the rest of the page under it (no sections popping in).
    expect(
      await page.evaluate(() => (window as unknown as { heroAlone?: boolean }).heroAlone),
    ).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("leaves the app's pages out of a public page until a link needs them", async () => {
    const page = await openPage('about:blank', { javaScriptEnabled: true });
    const problems = collectProblems(page);
    const scripts = collectScripts(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const loginPage = () => scripts.filter((path) => path.includes('/LoginPage-'));
    expect(loginPage()).toEqual([]);
    // A course page's address has parameters, and is still a public page's: nothing to load.
    await page.locator('main a[href^="/courses/"]').first().click();
    await page.waitForURL((url) => /^\/courses\/\d+\//.test(url.pathname));
    await page.locator('#course-title').waitFor();
    expect(loginPage()).toEqual([]);

    await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
    await page.getByRole('form', { name: 'Iniciar sesión' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(loginPage()).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('starts a public page without the router, and loads it on the first move to another page', async () => {
    const page = await openPage('about:blank', { javaScriptEnabled: true });
    const problems = collectProblems(page);
    const scripts = collectScripts(page);
    const router = () => scripts.filter((path) => path.includes('/router-'));
    await page.goto('/courses');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(router()).toEqual([]);
    // Set in this document: still there after a move means no new document was loaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => 'sameDocument' in window);

    // A move within the page (the search in the address) needs no router.
    await page.getByLabel('Buscar curso').fill('SUELDOS');
    await page.waitForURL((url) => url.searchParams.get('search') === 'SUELDOS');
    // The filtered results may bring code of their own: the click waits for it (a click on
    // markup whose code has not arrived is the browser's, a new document).
    await page.waitForLoadState('networkidle');
    expect(router()).toEqual([]);

    // A course the search finds: the same link whether or not the list has been filtered yet.
    const course = page.locator('main a[href^="/courses/"]', { hasText: /sueldos/i }).first();
    const coursePath = await course.getAttribute('href');
    await course.click();
    await page
      .waitForURL((url) => url.pathname === coursePath, { waitUntil: 'commit' })
      .catch((error: Error) => {
        throw new Error(`${error.message}\nproblems: ${JSON.stringify(problems)}`);
      });
    await page.locator('#course-title').waitFor();
    expect(router()).toHaveLength(1);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/courses');
    expect(new URL(page.url()).searchParams.get('search')).toBe('SUELDOS');
    expect(await page.getByLabel('Buscar curso').inputValue()).toBe('SUELDOS');
    await page.goForward();
    await page.waitForURL((url) => url.pathname === coursePath);
    await page.locator('#course-title').waitFor();
    expect(await sameDocument()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("loads the next page as a new document when the router's file cannot be fetched", async () => {
    const page = await openPage('about:blank');
    // As after a release: the file the page was built with is no longer on the server.
    await page.route(/\/assets\/router-[^/]*\.js$/, (route) => route.fulfill({ status: 404 }));
    await page.goto('/courses');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // A course the search finds: the same link whether or not the list has been filtered yet.
    const course = page.locator('main a[href^="/courses/"]', { hasText: /sueldos/i }).first();
    const coursePath = await course.getAttribute('href');
    await course.click();
    await page.waitForURL((url) => url.pathname === coursePath);
    await page.locator('#course-title').waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    await page.context().close();
  });

  it('opens the page a link on the first page leads to at its top', async () => {
    const page = await openPage('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Términos y condiciones' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footerLink.click();
    await page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('lands a section link followed before the code arrives below the sticky header', async () => {
    const page = await openPage('/terms-and-conditions', {
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    await page.getByRole('navigation', { name: 'Principal' }).getByText('Servicios').click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#services');
    const [sectionTop, headerHeight] = await page.evaluate(() => [
      document.getElementById('services')!.getBoundingClientRect().top,
      document.querySelector<HTMLElement>('[data-site-header]')!.offsetHeight,
    ]);
    expect(sectionTop).toBeGreaterThanOrEqual(headerHeight);
    expect(sectionTop).toBeLessThan(headerHeight + 8);
    await page.context().close();
  });
});
