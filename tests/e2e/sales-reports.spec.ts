import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/shared/money';
import { buyInSandbox } from '../support/e2e-purchases';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useBrowser,
  useAdminSession,
} from '../support/e2e';
import type { FunnelReport } from '../../src/shared/responses/reports';

/** A person's browser (the test browser says it is headless, and programs' views do not count). */
const PERSON_BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const COURSE = {
  title: 'Ganancias de cuarta categoría para informes',
  description: 'Un curso que solo este test vende, para leer sus cifras en los informes.',
  category: 'profession',
  price: 23450.5,
  units: [{ title: 'Unidad 1', modules: [{ title: 'Escalas y deducciones' }] }],
};

describe('the sales reports on the dashboard', () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it('shows a course seen, bought and paid in the revenue and the funnel, and downloads the CSV', async () => {
    const admin = await openAsAdmin('/panel');
    const created = await admin.request.post('/api/admin/courses/create', {
      data: { ...COURSE, visibility: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, slug } = ((await created.json()) as { course: { id: number; slug: string } })
      .course;

    // A person looks at the course's page: the page's beacon counts one visit.
    const visitor = await openPage(`/courses/${id}/${slug}`, { userAgent: PERSON_BROWSER });
    await visitor.getByRole('heading', { level: 1, name: COURSE.title }).waitFor();
    const funnelRow = async () => {
      const answer = await admin.request.get('/api/admin/reports/funnel?days=30');
      const report = (await answer.json()) as FunnelReport;
      return report.courses.find((course) => course.courseId === id);
    };
    await expect.poll(async () => (await funnelRow())?.views, { timeout: 15_000 }).toBe(1);
    await visitor.context().close();

    // Someone else buys it in the sandbox: a checkout started and paid.
    const buyer = await openPage('/');
    const person = await signUpThroughApi(buyer);
    await buyInSandbox(buyer, person.email, id);
    await buyer.context().close();

    await admin.reload();
    const months = admin.getByRole('img', { name: /^Ingresos por mes de / });
    await months.waitFor();
    expect(await months.locator('rect').count()).toBe(12);
    expect(await months.getAttribute('aria-label')).toMatch(/ventas? aprobadas?\./);

    const byCourse = admin.getByRole('list', { name: 'Ingresos por curso y consulta' });
    await byCourse
      .getByRole('listitem')
      .filter({ hasText: COURSE.title })
      .getByText(`1 venta · ${formatPrice(COURSE.price)}`)
      .waitFor();

    const row = admin
      .getByRole('table', { name: 'Embudo de ventas por curso' })
      .getByRole('row', { name: new RegExp(COURSE.title) });
    const cells = async () => (await row.getByRole('cell').allTextContents()).map((t) => t.trim());
    await expect.poll(cells).toEqual(['1', '1', '1', '100,0 %', '100,0 %']);

    await admin.getByLabel('Período').selectOption('7');
    const csvLink = admin.getByRole('link', { name: 'Descargar CSV del embudo de ventas' });
    await expect
      .poll(() => csvLink.getAttribute('href'))
      .toBe('/api/admin/reports/funnel.csv?days=7');
    await expect.poll(cells).toEqual(['1', '1', '1', '100,0 %', '100,0 %']);
    const [download] = await Promise.all([admin.waitForEvent('download'), csvLink.click()]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(download.suggestedFilename()).toMatch(/^embudo-7-dias-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith('\uFEFFCurso;Visitas a la página;Checkouts iniciados;Pagados;')).toBe(
      true,
    );
    expect(csv).toContain(`\r\n${COURSE.title};1;1;1;100,0;100,0\r\n`);

    await expectNoSeriousA11yViolations(admin);

    // The course leaves the catalogue the other specs read.
    const hidden = await admin.request.put(`/api/admin/courses/${id}/${slug}`, {
      data: { ...COURSE, visibility: false },
    });
    expect(hidden.ok(), await hidden.text()).toBe(true);
    await admin.context().close();
  });
});
