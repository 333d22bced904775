import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, useAdminSession } from '../support/e2e';

/** Text an attacker would type into a course: markup, script, a javascript: link, SQL. */
const HOSTILE_TITLE = `<script>window.__xss=1</script> Curso <img src=x onerror="window.__xss=2">`;
const HOSTILE_DESCRIPTION = `'; DROP TABLE courses; -- y una descripción larga 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ٩(◕‿◕)۶ ${'ñ'.repeat(80)}`;
const HOSTILE_CONTENT = [
  '## Presentación',
  '[Hacé clic acá](javascript:window.__xss=3)',
  '<script>window.__xss=4</script>',
  '<img src=x onerror="window.__xss=5">',
  '![foto](javascript:window.__xss=6)',
].join('\n\n');

const hostileCourse = (visibility: boolean) => ({
  title: HOSTILE_TITLE,
  description: HOSTILE_DESCRIPTION,
  category: 'profession',
  visibility,
  price: 1000,
  content: HOSTILE_CONTENT,
  picture: null,
  urlTrailer: '',
  learningList: [{ content: '<b onmouseover="window.__xss=7">Nada</b>' }],
  units: [{ title: 'Unidad 1', modules: [{ title: 'Módulo 1', videoId: '' }] }],
  materials: [],
});

/** Nothing the page carried ran: no marker set, no dialog opened, no inline script present. */
async function expectInert(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const inlineScripts = await page.evaluate(
    () =>
      [...document.querySelectorAll('script:not([src])')].filter(
        (script) => !/^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? ''),
      ).length,
  );
  expect(inlineScripts).toBe(0);
  for (const href of await page
    .locator('main a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).not.toMatch(/^\s*javascript:/i);
  }
}

describe('hostile content', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('is stored as written and shown as text, in server-rendered and browser-drawn pages', async () => {
    const admin = await openAsAdmin('/panel/courses');
    const created = await admin.request.post('/api/admin/courses/create', {
      data: hostileCourse(true),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { course } = (await created.json()) as { course: { id: number; slug: string } };
    const address = `/courses/${course.id}/${course.slug}`;

    try {
      const page = await openPage('/');
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });

      const response = await page.goto(address);
      const policy = response!.headers()['content-security-policy'] ?? '';
      const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(HOSTILE_TITLE);
      await page.getByText('DROP TABLE courses').first().waitFor();
      await page.getByText('Hacé clic acá').waitFor();
      await expectInert(page, dialogs);

      await page.goto('/courses');
      await page.getByRole('link', { name: HOSTILE_TITLE }).waitFor();
      await expectInert(page, dialogs);

      // The player shows the content the server rendered from the markdown.
      const adminDialogs: string[] = [];
      admin.on('dialog', (dialog) => {
        adminDialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await admin.goto(`/account/courses/${course.id}/${course.slug}`);
      await admin.getByRole('heading', { name: 'Presentación' }).waitFor();
      await admin.getByText('Hacé clic acá').waitFor();
      await expectInert(admin, adminDialogs);

      await admin.goto('/panel/courses');
      await admin.getByText(HOSTILE_TITLE).first().waitFor();
      expect(await admin.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await page.context().close();
    } finally {
      const hidden = await admin.request.put(`/api/admin/courses/${address.slice(9)}`, {
        data: hostileCourse(false),
      });
      expect(hidden.status(), await hidden.text()).toBe(200);
      await admin.context().close();
    }
  });
});
