import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  useAdminSession,
  waitForHydration,
} from '../support/e2e';

const TITLE = `Liquidación de sueldos en oferta ${Date.now().toString(36)}`;

/** A public course at a list price of $ 24.900, without a sale. */
const courseForm = (visibility: boolean) => ({
  title: TITLE,
  description: 'Recibos, aportes y contribuciones, paso a paso.',
  category: 'profession',
  visibility,
  price: '24900',
  content: '## Temario\n\nRecibos de sueldo.',
  picture: null,
  learningList: [{ content: 'Liquidar un recibo de sueldo' }],
  units: [{ title: 'Conceptos', modules: [{ title: 'El recibo', videoId: 'dQw4w9WgXcQ' }] }],
});

/** The top of the course page, where its price card is. */
const courseHeader = (page: Page) => page.getByRole('region', { name: TITLE });

describe('sale prices and cuotas, set in the panel', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('shows the list price struck through, the sale price, its last day and the cuotas on the course page', async () => {
    const admin = await openAsAdmin('/panel');
    const created = await admin.request.post('/api/admin/courses/create', {
      data: courseForm(true),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { course } = (await created.json()) as { course: { id: number; slug: string } };
    try {
      // The sale, through the course form (Argentine time).
      await admin.goto(`/panel/courses/${course.id}/${course.slug}`);
      const form = admin.getByRole('form', { name: 'Editar curso' });
      await form.getByLabel('Título', { exact: true }).waitFor();
      await form.getByLabel('Precio de oferta (ARS)').fill('30000');
      await form.getByLabel('La oferta vale hasta').fill('2099-11-30T23:59');
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await form.getByText('El precio de oferta debe ser menor que el precio de lista.').waitFor();
      await form.getByLabel('Precio de oferta (ARS)').fill('19900');
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await admin.getByText('Guardamos los cambios del curso.').waitFor();

      // The cap on cuotas, in 'Configuración'.
      await admin.getByRole('navigation', { name: 'Secciones del panel' }).waitFor();
      await admin.getByRole('link', { name: 'Configuración' }).click();
      const settings = admin.getByRole('form', { name: 'Cuotas' });
      const cap = settings.getByLabel('Cantidad máxima de cuotas');
      await cap.fill('30');
      await settings.getByRole('button', { name: 'Guardar' }).click();
      await settings.getByText('Como máximo, 24 cuotas.').waitFor();
      await cap.fill('6');
      await settings.getByLabel('El estudio absorbe el interés (cuotas sin interés)').check();
      await settings.getByRole('button', { name: 'Guardar' }).click();
      await admin.getByText('Guardamos la configuración de pagos.').waitFor();
      await expectNoSeriousA11yViolations(admin);
      await admin.context().close();

      // A visitor: the server-rendered page says it without any script, and so does the app.
      const markup = await openPage(`/courses/${course.id}/${course.slug}`, {
        javaScriptEnabled: false,
      });
      await courseHeader(markup).getByText('Oferta hasta el 30/11').waitFor();
      await courseHeader(markup).getByText('Pagalo en hasta 6 cuotas sin interés').waitFor();
      await markup.context().close();
      const page = await openPage(`/courses/${course.id}/${course.slug}`);
      const card = courseHeader(page);
      const expectSaleShown = async () => {
        expect(await card.locator('s').textContent()).toMatch(/^Precio de lista: \$\s24\.900,00$/);
        await card.getByText(/^Precio de oferta: \$\s19\.900,00$/).waitFor();
        await card.getByText('Oferta hasta el 30/11').waitFor();
        await card.getByText('Pagalo en hasta 6 cuotas sin interés').waitFor();
        expect(
          await card.getByRole('list', { name: 'Tarjetas' }).getByRole('listitem').allInnerTexts(),
        ).toEqual(['Visa', 'Mastercard', 'American Express', 'Naranja X', 'Cabal']);
      };
      await expectSaleShown();
      await waitForHydration(page);
      await expectSaleShown();
      await expectNoSeriousA11yViolations(page);

      // The catalogue's card says the same.
      await page.goto('/courses');
      const courseCard = page.getByRole('article').filter({ hasText: TITLE });
      expect(await courseCard.locator('s').textContent()).toMatch(/\$\s24\.900,00/);
      await courseCard.getByText(/\$\s19\.900,00/).waitFor();
      await courseCard.getByText('Oferta hasta el 30/11').waitFor();
      await page.context().close();
    } finally {
      const cleanup = await openAsAdmin('/panel');
      await cleanup.request.put('/api/admin/settings/payments', {
        data: { maxInstallments: 1, interestFree: false },
      });
      await cleanup.request.put(`/api/admin/courses/${course.id}/${course.slug}`, {
        data: courseForm(false),
      });
      await cleanup.context().close();
    }
  });
});
