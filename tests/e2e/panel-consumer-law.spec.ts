import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  site,
  useBrowser,
  useAdminSession,
  waitForMail,
} from '../support/e2e';
import { buyInSandbox } from '../support/e2e-purchases';
import { openLessons, watchLessons } from '../support/e2e-watching';

/**
 * Reloads the page until `target` shows: vouchers are asked of ARCA by a background job, which
 * polls every 2 s and may be slow on a busy machine. Each load gets time to fetch its list.
 */
async function reloadUntilShown(page: Page, target: Locator) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    try {
      await target.first().waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `still waiting on ${page.url()}:\n${await page.locator('main').innerText()}`,
          {
            cause: error,
          },
        );
      }
      await page.reload();
    }
  }
}

/** Clicks a download link and returns the file's name and first bytes. */
async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = readFileSync(await file.path());
  return { name: file.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

describe('invoices, refunds and consumer requests in the browser', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);
  let buyer: { email: string; courseTitle: string; purchaseId: string };

  it('invoices a sandbox purchase through ARCA and lets the buyer download it', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Entendido' }).click();
    const person = await signUpThroughApi(page);
    const { course, purchaseId } = await buyInSandbox(page, person.email, 2);
    buyer = { email: person.email, courseTitle: course.title, purchaseId };

    await page.goto('/account/purchases');
    const invoiceLink = page.getByRole('link', { name: `Factura de ${course.title} (PDF)` });
    await reloadUntilShown(page, invoiceLink);
    const pdf = await download(page, invoiceLink.first());
    expect(pdf.name).toMatch(/^Factura-C-00003-\d{8}\.pdf$/);
    expect(pdf.head).toBe('%PDF-');

    const mail = await waitForMail(person.email, (m) => /factura/i.test(m.subject));
    expect(mail.text).toContain('CAE');
    await page.context().close();
  }, 90_000);

  it('lists the voucher with its CAE, refunds the purchase and issues the credit note', async () => {
    const page = await openAsAdmin(`/panel/invoices?search=${buyer.purchaseId}`);
    await page.getByRole('heading', { name: 'Facturas' }).waitFor();
    const invoiceRow = page.getByRole('row', { name: new RegExp(buyer.courseTitle) });
    await invoiceRow.getByText('Emitido').waitFor();
    expect(await invoiceRow.textContent()).toMatch(/Factura C 00003-\d{8}/);
    expect(await invoiceRow.textContent()).toMatch(/vence el \d{2}\/\d{2}\/\d{4}/);
    // The fake answers from ARCA's homologation servers: the panel says the vouchers are tests.
    await page.getByText('entorno de homologación de ARCA').waitFor();
    const pdf = await download(page, invoiceRow.getByRole('link', { name: /Descargar PDF/ }));
    expect(pdf.head).toBe('%PDF-');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/panel/purchases?search=${buyer.purchaseId}`);
    await page
      .getByRole('row', { name: new RegExp(buyer.courseTitle) })
      .getByRole('button')
      .click();
    const dialog = page.getByRole('dialog', { name: 'Datos del pagador' });
    await dialog.getByRole('button', { name: 'Reintegrar' }).click();
    const refund = dialog.getByRole('form', { name: 'Reintegrar la compra' });
    await refund.getByRole('button', { name: /^Reintegrar \$/ }).click();
    await refund.getByText('Contá brevemente el motivo del reintegro.').waitFor();
    await refund.getByLabel('Motivo del reintegro').fill('Pidió la devolución por teléfono.');
    await refund.getByRole('button', { name: /^Reintegrar \$/ }).click();
    await page.getByText('Reintegramos la compra').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('row', { name: new RegExp(buyer.courseTitle) })
      .getByText('Reembolsado')
      .waitFor();

    await page.goto(`/panel/invoices?search=${buyer.purchaseId}`);
    const creditNote = page.getByRole('row', { name: /Nota de Crédito C 00003-\d{8}/ });
    await reloadUntilShown(page, creditNote);
    await creditNote.getByText('Emitido').waitFor();
    await page.context().close();
  }, 120_000);

  it('shows the refund to the buyer: no course, and the credit note beside the invoice', async () => {
    const page = await openPage('/auth/login');
    const login = await page.request.post('/api/auth/login', {
      data: { email: buyer.email, password: 'libro-diario-2025' },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/account/purchases');
    const row = page.getByRole('row', { name: new RegExp(buyer.courseTitle) });
    await row.getByText('Reembolsado').waitFor();
    await row
      .getByRole('link', { name: `Nota de crédito de ${buyer.courseTitle} (PDF)` })
      .waitFor();
    const owned = (await (await page.request.get('/api/user/courses')).json()) as {
      courses: unknown[];
    };
    expect(owned.courses).toEqual([]);
    await page.context().close();
  });

  it('lists the arrepentimiento and baja requests with their state', async () => {
    const stranger = await openPage('/');
    const asked = await stranger.request.post('/api/consumer/baja', {
      data: { name: 'Nadie Registrado', email: 'nadie.registrado@example.com' },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    const { code } = (await asked.json()) as { code: string };
    await stranger.context().close();

    const page = await openAsAdmin('/panel/requests');
    await page.getByRole('heading', { name: 'Solicitudes' }).waitFor();
    await page.getByLabel('Tipo').selectOption('baja');
    await page.waitForURL((url) => url.searchParams.get('filter') === 'baja');
    const row = page.getByRole('row', { name: new RegExp(code) });
    await row.getByText('Rechazada').waitFor();
    expect(await row.textContent()).toContain('No hay una cuenta con ese correo.');
    // The unfiltered list stays on screen, dimmed and busy, while the filtered one loads (the
    // request's row may already be in it); once the filtered one is in, it holds only bajas.
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await page.getByRole('cell', { name: 'Arrepentimiento', exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  it('lets an administrator approve the refund of a course already watched, with a reason', async () => {
    const student = await openPage('/');
    await student.getByRole('button', { name: 'Entendido' }).click();
    const person = await signUpThroughApi(student);
    // The seeded course of three short lessons: watching is credited in real time.
    const { course, purchaseId } = await buyInSandbox(student, person.email, site().ownedCourse.id);
    const study = (await (
      await student.request.get(`/api/user/courses/${course.id}/${course.slug}`)
    ).json()) as { course: { units: { id: number; modules: { id: number }[] }[] } };
    const modules = study.course.units.flatMap((unit) =>
      unit.modules.map((module) => ({ unitId: unit.id, moduleId: module.id })),
    );
    expect(modules.length).toBeGreaterThan(0);
    // Every lesson opened, and more than 30 % of them watched through.
    await openLessons(student, course, modules);
    await watchLessons(student, course, modules.slice(0, Math.ceil(modules.length * 0.34)));
    await student.goto('/account/purchases');
    const row = student.getByRole('row').filter({ hasText: course.title });
    await row.getByRole('button', { name: `Arrepentirme de ${course.title}` }).click();
    const dialog = student.getByRole('dialog', { name: '¿Te arrepentís de esta compra?' });
    await dialog.getByText('una persona del estudio revisa el pedido', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Sí, arrepentirme' }).click();
    const answer = student.getByRole('dialog', { name: 'Pedido de arrepentimiento' });
    await answer.getByRole('heading', { name: 'Pedido en revisión' }).waitFor();
    const code = await answer.getByText(/^ARR-[A-Z0-9]{8}$/).innerText();
    await answer.getByRole('button', { name: 'Listo' }).click();
    await row.getByText('Arrepentimiento en revisión').waitFor();
    await student.context().close();

    const page = await openAsAdmin('/panel/requests?filter=pending_review');
    const request = page.getByRole('row', { name: new RegExp(code) });
    await request.getByText('En revisión').waitFor();
    await expectNoSeriousA11yViolations(page);
    await request
      .getByRole('button', { name: `Aprobar reintegro de la solicitud ${code}` })
      .click();
    const decision = page.getByRole('dialog', { name: 'Aprobar el reintegro' });
    await decision.getByRole('button', { name: 'Aprobar y reintegrar' }).click();
    await decision.getByText('Contá brevemente el motivo de la decisión.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await decision
      .getByLabel('Motivo de la decisión')
      .fill('Los videos se reprodujeron solos: corresponde el reintegro.');
    await decision.getByRole('button', { name: 'Aprobar y reintegrar' }).click();
    await page.getByText('Aprobaste el reintegro').waitFor();
    await decision.waitFor({ state: 'detached' });

    await page.goto(`/panel/requests?search=${code}`);
    await page
      .getByRole('row', { name: new RegExp(code) })
      .getByText('Aceptada')
      .waitFor();
    const mail = await waitForMail(
      person.email,
      (m) => m.subject.includes(code) && /Resolvimos/.test(m.subject),
    );
    expect(mail.text).toContain('Motivo: Los videos se reprodujeron solos');
    expect(
      (await (await page.request.get(`/api/admin/purchases?search=${purchaseId}`)).json())
        .purchases[0].status,
    ).toBe('refunded');
    await page.context().close();
  }, 120_000);
});
