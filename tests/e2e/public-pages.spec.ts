import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from '../support/e2e';

/** Whether an element lies wholly inside its scroller's visible width. */
function isInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const scroller = element.parentElement!.getBoundingClientRect();
  return box.left >= scroller.left - 1 && box.right <= scroller.right + 1;
}

describe('public pages', () => {
  const openPage = useBrowser();

  it('renders the landing sections with the real catalogue', async () => {
    const page = await openPage('/');
    await expect(page.title()).resolves.toMatch(/\| Estudio Ferraro$/);
    await page.locator('h1').first().waitFor();
    for (const id of ['features', 'about', 'services', 'courses', 'testimonials', 'contact']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    const courseLinks = page.locator('#courses a[href^="/courses/"]');
    await courseLinks.first().waitFor();
    expect(await courseLinks.count()).toBeGreaterThan(0);
    // Contact details come from the configuration (demo values here).
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'WhatsApp +54 9 11 2345-6789' }).waitFor();
    expect(await footer.locator('a[href="https://wa.me/5491123456789"]').count()).toBe(1);
    await page.context().close();
  });

  it('moves the testimonials with their controls, wrapping around, and stops the autoplay', async () => {
    const page = await openPage('/');
    const carousel = page.getByRole('region', { name: 'Testimonios' });
    await carousel.scrollIntoViewIfNeeded();
    const dot = (n: number) => carousel.getByRole('button', { name: `Ir al testimonio ${n}` });
    const current = carousel.locator('button[aria-current="true"]');
    await dot(1).waitFor();
    expect(await current.getAttribute('aria-label')).toBe('Ir al testimonio 1');
    await carousel.getByRole('button', { name: 'Pausar testimonios' }).waitFor();

    await carousel.getByRole('button', { name: 'Testimonio siguiente' }).click();
    await carousel
      .locator('button[aria-current="true"][aria-label="Ir al testimonio 2"]')
      .waitFor();
    // Using a control stops the autoplay; the button now offers to start it again.
    await carousel.getByRole('button', { name: 'Reproducir testimonios' }).waitFor();

    await dot(1).click();
    await carousel
      .locator('button[aria-current="true"][aria-label="Ir al testimonio 1"]')
      .waitFor();
    await carousel.getByRole('button', { name: 'Testimonio anterior' }).click();
    const dots = await carousel.getByRole('button', { name: /^Ir al testimonio/ }).count();
    await carousel
      .locator(`button[aria-current="true"][aria-label="Ir al testimonio ${dots}"]`)
      .waitFor();
    const slides = carousel.getByRole('group', { name: / de \d+$/ });
    const lastSlide = slides.nth((await slides.count()) - 1);
    await expect.poll(() => lastSlide.evaluate(isInView)).toBe(true);
    await page.context().close();
  });

  it('scrolls to a section from the navigation bar, also from another page', async () => {
    const page = await openPage('/terms-and-conditions', {
      viewport: { width: 1280, height: 800 },
    });
    await page.getByRole('navigation', { name: 'Principal' }).getByText('Servicios').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => {
      const section = document.getElementById('services');
      return section && Math.abs(section.getBoundingClientRect().top - 64) < 40;
    });
    // Once scrolled, the address is the home page's own, not the index route's `/?index`.
    await page.waitForFunction(() => window.history.state?.usr == null);
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('navigation', { name: 'Principal' }).getByText('Características').click();
    await page.waitForFunction(() => {
      const section = document.getElementById('features');
      return section && Math.abs(section.getBoundingClientRect().top - 64) < 40;
    });
    await page.context().close();
  });

  it('opens the navigation drawer on a phone-sized screen', async () => {
    const page = await openPage('/', { viewport: { width: 375, height: 740 }, isMobile: true });
    const drawer = page.getByRole('dialog');
    expect(await drawer.count()).toBe(0);
    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    await menuButton.click();
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Crear cuenta' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await menuButton.click();
    await drawer.getByRole('button', { name: 'Cursos' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const section = document.getElementById('courses');
      return section && Math.abs(section.getBoundingClientRect().top - 64) < 40;
    });
    await page.context().close();
  });

  it("keeps the cookie notice a slim bar, off the hero's points and out of the way of dialogs", async () => {
    const page = await openPage('/', { viewport: { width: 1366, height: 768 } });
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await notice.waitFor();
    expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(56);
    const points = page.locator('section ul').first().getByRole('listitem');
    expect(await points.count()).toBeGreaterThanOrEqual(3);
    for (const point of await points.all()) {
      const uncovered = await point.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      });
      expect(uncovered, (await point.textContent()) ?? '').toBe(true);
    }
    await page.context().close();

    const phone = await openPage('/', { viewport: { width: 390, height: 844 }, isMobile: true });
    const phoneNotice = phone.getByRole('region', { name: 'Aviso de cookies' });
    await phoneNotice.waitFor();
    await phone.getByRole('button', { name: 'Abrir menú' }).click();
    await phone.getByRole('dialog').waitFor();
    expect(await phoneNotice.isVisible()).toBe(false);
    await phone.keyboard.press('Escape');
    await phone.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await phoneNotice.isVisible()).toBe(true);
    await phone.context().close();
  });

  it('keeps the cookie notice dismissed after a reload', async () => {
    const page = await openPage('/');
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Entendido' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('h1').first().waitFor();
    expect(await notice.count()).toBe(0);
    await page.context().close();
  });

  it('shows field errors on the contact form, then the success toast', async () => {
    const page = await openPage('/services');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await form.getByText('Ingresá tu nombre.').waitFor();
    expect(await form.getByText('Ingresá tu correo electrónico.').isVisible()).toBe(true);
    expect(await form.getByText('Ingresá tu mensaje.').isVisible()).toBe(true);

    await form.getByLabel('Nombre').fill('Martín Sosa');
    expect(await form.getByText('Ingresá tu nombre.').count()).toBe(0);
    await form.getByLabel('Correo electrónico').fill('martin.sosa@example.com');
    await form.getByLabel('Mensaje').fill('Necesito ayuda con el alta en Ingresos Brutos.');
    // The toast library loads with the first toast, not with the page.
    expect(await page.locator('section[aria-label^="Notifications"]').count()).toBe(0);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByText('¡Gracias por escribirnos! Te responderemos a la brevedad.').waitFor();
    expect(await form.getByLabel('Nombre').inputValue()).toBe('');
    await page.context().close();
  });

  it("draws every character of the public pages in the site's own font", async () => {
    const page = await openPage('/');
    const { courses } = (await (await page.request.get('/api/courses')).json()) as {
      courses: { id: number; slug: string }[];
    };
    const pages = ['/', '/services', '/courses', '/terms-and-conditions', '/privacy-policy'];
    for (const path of [...pages, ...courses.map(({ id, slug }) => `/courses/${id}/${slug}`)]) {
      await page.goto(path);
      // The characters outside the Inter face's unicode-range, which the fallback would draw.
      const outside = await page.evaluate(() => {
        const face = [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .find(
            (rule): rule is CSSFontFaceRule =>
              rule instanceof CSSFontFaceRule &&
              rule.style.getPropertyValue('font-family').replaceAll(/["']/g, '') === 'Inter',
          )!;
        const ranges = face.style
          .getPropertyValue('unicode-range')
          .split(',')
          .map((range) =>
            range
              .trim()
              .slice(2)
              .split('-')
              .map((hex) => parseInt(hex, 16)),
          );
        const inRange = (code: number) =>
          ranges.some(([first, last = first]) => code >= first! && code <= last!);
        const text = document.body.innerText.replaceAll(/\s/g, '');
        return [...new Set(text)].filter((char) => !inRange(char.codePointAt(0)!));
      });
      expect(outside, path).toEqual([]);
    }
    await page.context().close();
  });

  it('shows the not-found screen for an unknown path', async () => {
    const page = await openPage('/esta-pagina-no-existe');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(
      await page.getByText('La página que estabas buscando no ha sido encontrada.').isVisible(),
    ).toBe(true);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it.each(['/', '/services', '/terms-and-conditions', '/privacy-policy', '/no-existe'])(
    'has no serious accessibility violations on %s',
    async (path) => {
      const page = await openPage(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      await page.context().close();
    },
  );
});
