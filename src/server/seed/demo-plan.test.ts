import { describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/use-test-app';
import { DEMO_PLAN_PRICE, seedDemoPlan } from './demo-plan';

describe("the demo's 'Plan Contador'", () => {
  const t = useTestApp();

  it('is offered at its demo price, and never over what the firm saved', async () => {
    await seedDemoPlan(t.app.ctx);
    const offer = await call(t, 'GET', '/api/subscriptions/plan');
    expect(offer.json()).toMatchObject({ active: true, monthlyPrice: DEMO_PLAN_PRICE });

    const admin = await adminPerson(t);
    await call(t, 'PUT', '/api/admin/settings/subscription', {
      cookie: admin.cookie,
      body: { monthlyPrice: 30_000, active: false },
    });
    await seedDemoPlan(t.app.ctx);
    const kept = await call(t, 'GET', '/api/subscriptions/plan');
    expect(kept.json()).toMatchObject({ active: false, monthlyPrice: 30_000 });
  });
});
