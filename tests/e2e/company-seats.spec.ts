import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  signUpThroughApi,
  useAdminSession,
  useBrowser,
  waitForMail,
} from '../support/e2e';
import { demoCourse, openBuyForm } from '../support/e2e-purchases';
import { formatPrice, roundToCents } from '../../src/shared/money';
import { priceInForce } from '../../src/shared/pricing';

const COMPANY = 'Estudio Lavalle SRL';
const INVITEE = 'empleada.lavalle@example.com';

describe("a company's seats", () => {
  const openPage = useBrowser();
  const openAsAdmin = useAdminSession(openPage);

  it("are bought in the sandbox as a company, and one is assigned in 'Mi empresa', whose invitee is mailed", async () => {
    const page = await openPage('/');
    const buyer = await signUpThroughApi(page);
    const course = await demoCourse(page);
    const form = await openBuyForm(page, course);
    await form.getByLabel('Necesito factura a nombre de una empresa o con mi CUIT').check();
    await form.getByLabel('CUIT', { exact: true }).fill('30-71234567-1');
    await form.getByLabel('Razón social o nombre').fill(COMPANY);
    await form
      .getByLabel('Condición frente al IVA')
      .selectOption({ label: 'IVA Responsable Inscripto' });

    // 'Compro para mi empresa': the total is the course's price times the seats.
    await form.getByLabel('Compro para mi empresa').check();
    await form.getByLabel('Cantidad de licencias').fill('3');
    const summary = page.getByRole('region', { name: 'Resumen de la compra' });
    const total = formatPrice(roundToCents(priceInForce(course, new Date()) * 3));
    await summary.getByText(total, { exact: true }).waitFor();
    await form.getByText(`= ${total}`, { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL((url) => url.pathname === '/payments/success');
    await page.getByRole('heading', { name: '¡Gracias por tu compra!' }).waitFor();

    // The purchase history leads to 'Mi empresa', where the seats are assigned.
    await page.goto('/account/purchases');
    await page.getByRole('link', { name: 'Asignalas en Mi empresa' }).first().click();
    await page.waitForURL((url) => url.pathname === '/account/company');
    const card = page.getByRole('article', { name: course.title });
    await card.getByText(/3 licencias para Estudio Lavalle SRL/).waitFor();
    await card.getByText('quedan 3 libres', { exact: false }).waitFor();

    const assign = card.getByRole('form', { name: 'Asignar licencia' });
    await assign.getByLabel('Correo de quien va a estudiar').fill('no-es-un-correo');
    await assign.getByRole('button', { name: 'Asignar licencia' }).click();
    await assign.getByText('Ingresá un correo electrónico válido.').waitFor();

    await assign.getByLabel('Correo de quien va a estudiar').fill(INVITEE);
    await assign.getByRole('button', { name: 'Asignar licencia' }).click();
    const seats = card.getByRole('list', { name: 'Licencias asignadas' });
    await seats.getByText(INVITEE).waitFor();
    await seats.getByText('Invitación enviada').waitFor();
    await card.getByText('quedan 2 libres', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const invite = await waitForMail(INVITEE, (mail) => /licencia/i.test(mail.subject));
    expect(invite.subject).toBe(`Tenés una licencia del curso "${course.title}"`);
    expect(invite.text).toContain(`${COMPANY} te asignó una licencia`);
    expect(invite.text).toContain('/auth/register');
    expect(buyer.email).not.toBe(INVITEE);

    // The firm gives back one unused seat from the panel: the company has one seat fewer.
    const admin = await openAsAdmin(`/panel/purchases?search=${encodeURIComponent(buyer.email)}`);
    await admin
      .getByRole('row', { name: new RegExp(course.title) })
      .getByRole('button')
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Datos del pagador' });
    await dialog.getByText('3 de 3 licencias').waitFor();
    await dialog.getByRole('button', { name: 'Reintegrar licencias sin usar' }).click();
    const refund = dialog.getByRole('form', { name: 'Reintegrar licencias sin usar' });
    await refund.getByLabel('Licencias a reintegrar').fill('1');
    await refund.getByLabel('Motivo del reintegro').fill('La empresa tomó una persona menos.');
    await refund.getByRole('button', { name: 'Reintegrar licencias' }).click();
    await admin.getByText('Reintegramos 1 licencia sin usar').waitFor();
    await admin.context().close();

    await page.reload();
    await card.getByText('1 reintegrada(s)', { exact: false }).waitFor();
    await card.getByText('queda 1 libre', { exact: false }).waitFor();
    const notice = await waitForMail(buyer.email, (mail) =>
      mail.subject.startsWith('Reintegramos licencias de tu compra'),
    );
    expect(notice.text).toContain('Te quedan 2 licencia(s)');
    await page.context().close();
  });
});
