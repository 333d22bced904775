// /plan-contador as the server renders it (entry-server.tsx), with the offer it read first.
import { describe, expect, it } from 'vitest';
import { pageDataReading } from '../../../../tests/support/page-data';
import type { PlanOffer } from '../../../shared/responses/plan-subscription';
import { render } from '../../entry-server';

const renderWith = async (offer: PlanOffer) =>
  (await render('/plan-contador', pageDataReading({ planOffer: async () => offer }), false))
    ?.html ?? '';

describe('/plan-contador rendered on the server', () => {
  it('arrives with the monthly price, the courses it opens, its terms and the way to subscribe', async () => {
    const html = await renderWith({ active: true, monthlyPrice: 18500, courses: 12 });
    for (const text of [
      '<h1 id="plan-title"',
      '$\u00a018.500,00',
      'por mes',
      'Todos los cursos, mientras estés suscripto: 12 cursos hoy y los que se sumen.',
      'Los cursos que compraste aparte son tuyos para siempre',
      'href="/baja/plan-contador"',
      // A visitor signs in first, and comes back to the form.
      'href="/auth/login?redirect_url=%2Fplan-contador%3Fsuscribirme%3D1"',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('says the plan is not offered, with no button, while it is not active', async () => {
    const html = await renderWith({ active: false, monthlyPrice: 18500, courses: 12 });
    expect(html).toContain('El Plan Contador no está disponible por ahora.');
    expect(html).not.toContain('Suscribirme');
    expect(html).not.toContain('$\u00a018.500,00');
  });
});
