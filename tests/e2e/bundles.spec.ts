import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bundleSaving } from '../../src/shared/bundle-saving';
import { formatPrice } from '../../src/shared/money';
import type { BundleDetail } from '../../src/shared/responses/bundles';
import type { CourseCard } from '../../src/shared/responses/courses';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useAdminSession,
  useBrowser,
} from '../support/e2e';
import { buyInSandbox } from '../support/e2e-purchases';

const TITLE = 'Ruta contable para empezar';

/** The first two courses of the catalogue. */
async function twoCourses(page: Page): Promise<[CourseCard, CourseCard]> {
  const { courses } = (await (await page.request.get('/api/courses')).json()) as {
    courses: CourseCard[];
  };
  return [courses[0]!, courses[1]!];
}

/** The route's public page, as the API answers it. */
async function publicBundle(page: Page, id: number): Promise<BundleDetail> {
  const answer = await page.request.get(`/api/bundles/${id}/x`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { bundle: BundleDetail }).bundle;
}

/** The JSON-LD blocks of a page as the server sends it, parsed. */
async function jsonLdOf(page: Page, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const buyerForm = (page: Page) => page.getByRole('form', { name: 'Datos del comprador' });

describe("a 'Ruta de aprendizaje' from its page to the buyer's courses", () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);
  let bundle: BundleDetail;
  let courses: [CourseCard, CourseCard];

  it('is created by the firm and shown on its page, in the catalogue and on its courses', async () => {
    const admin = await openAsAdmin('/panel');
    courses = await twoCourses(admin);
    const created = await admin.request.post('/api/admin/bundles', {
      data: {
        title: TITLE,
        description: 'Los dos primeros cursos, en el orden en que conviene hacerlos.',
        picture: null,
        visibility: true,
        price: Math.round((courses[0].price + courses[1].price) * 0.7),
        salePrice: null,
        saleEndsAt: null,
        courseIds: courses.map((course) => course.id),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { bundle: saved } = (await created.json()) as { bundle: { id: number } };
    await admin.context().close();

    const page = await openPage('/');
    bundle = await publicBundle(page, saved.id);
    const path = `/rutas/${bundle.id}/${bundle.slug}`;
    const { separate, saving } = bundleSaving(bundle, Date.now());
    expect(saving).toBeGreaterThan(0);

    // For search engines: the route as a Product on sale, and its courses in order.
    const [product, list] = await jsonLdOf(page, path);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: TITLE,
      offers: { '@type': 'Offer', price: bundle.price, priceCurrency: 'ARS' },
    });
    expect(list).toMatchObject({
      '@type': 'ItemList',
      itemListElement: courses.map((course, index) => ({
        position: index + 1,
        item: { '@type': 'Course', name: course.title },
      })),
    });

    // A changed slug leads to the route's own address.
    await page.goto(`/rutas/${bundle.id}/otro-nombre`);
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const steps = page.getByRole('region', { name: 'Los cursos de la ruta' }).getByRole('listitem');
    expect(await steps.getByRole('heading').allInnerTexts()).toEqual(
      courses.map((course) => course.title),
    );
    await page
      .getByText(`Por separado: ${formatPrice(separate)} · Ahorrás ${formatPrice(saving)}`)
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/courses');
    const routes = page.getByRole('region', { name: 'Rutas de aprendizaje' });
    await routes.getByRole('link', { name: TITLE }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/courses/${courses[1].id}/${courses[1].slug}`);
    await page.getByRole('link', { name: TITLE }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.context().close();
  });

  it('is bought by a verified student in the sandbox, who then has both courses', async () => {
    const page = await openPage(`/rutas/${bundle.id}/${bundle.slug}`);
    await signUpThroughApi(page);
    await page.reload();
    await page.getByRole('link', { name: 'Comprar la ruta' }).click();
    await page.waitForURL((url) => url.pathname === '/buy');
    await page.getByRole('heading', { level: 1, name: `Comprando ${TITLE}` }).waitFor();
    const summary = page.getByRole('list', { name: 'Cursos de la ruta' }).getByRole('listitem');
    expect(await summary.allInnerTexts()).toEqual(courses.map((course) => course.title));
    await buyerForm(page).getByLabel('Provincia o región').and(page.locator(':enabled')).waitFor();
    await expectNoSeriousA11yViolations(page);

    await buyerForm(page).getByLabel('Documento').fill('30123456');
    await buyerForm(page).getByLabel('Localidad').fill('Villa Carlos Paz');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/success');
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();

    await page.getByRole('link', { name: 'Ir a Mis cursos' }).click();
    for (const course of courses) {
      await page.locator('main article', { hasText: course.title }).waitFor();
    }

    await page.goto('/account/purchases');
    const row = page.getByRole('row').filter({ hasText: `Ruta: ${TITLE}` });
    await row.getByText('Aprobado').waitFor();
    expect(await row.getByRole('link', { name: TITLE, exact: true }).getAttribute('href')).toBe(
      `/rutas/${bundle.id}/${bundle.slug}`,
    );

    // Owning every course, there is nothing left to buy.
    await page.goto(`/buy?bundle=${bundle.id}&slug=${bundle.slug}`);
    await page.getByText('Ya tenés todos los cursos de esta ruta.').waitFor();
    await page.locator('main').getByRole('link', { name: 'Mis cursos' }).waitFor();
    await page.context().close();
  });

  it('costs less to a buyer who has one of its courses', async () => {
    const page = await openPage('/');
    const person = await signUpThroughApi(page);
    await buyInSandbox(page, person.email, courses[0].id);
    const quote = await page.request.post('/api/payments/quote', {
      data: { bundleId: bundle.id },
    });
    expect(quote.ok(), await quote.text()).toBe(true);
    const { listPrice } = (await quote.json()) as { listPrice: number };
    expect(listPrice).toBeLessThan(bundle.price);

    await page.goto(`/buy?bundle=${bundle.id}&slug=${bundle.slug}`);
    await page.getByText(`Ya tenés 1 de estos cursos: pagás ${formatPrice(listPrice)}`).waitFor();
    await page.getByText(formatPrice(listPrice), { exact: true }).waitFor();
    await page.context().close();
  });
});
