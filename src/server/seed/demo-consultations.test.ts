import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/accounts';
import { consultationType } from '../../../tests/support/consultations';
import { useTestApp } from '../../../tests/support/use-test-app';
import type { ConsultationType, Slot } from '../../shared/responses/consultations';
import { consultationAvailability, consultationTypes } from '../db/schema';
import { seedDemoConsultations } from './demo-consultations';

describe("the demo firm's consultations", () => {
  const t = useTestApp();

  it('offers three consultations with free times on weekdays, once', async () => {
    expect(await seedDemoConsultations(t.app.ctx)).toBe(3);
    expect(await seedDemoConsultations(t.app.ctx)).toBe(0);

    const types: ConsultationType[] = (await call(t, 'GET', '/api/consultations/types')).json()
      .types;
    expect(types.map((type) => [type.title, type.price])).toEqual([
      ['Primera consulta', 0],
      ['Monotributo: categoría y recategorización', 25000],
      ['Planificación fiscal para tu negocio', 45000],
    ]);

    const day = (offset: number) =>
      new Date(t.app.ctx.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = await call(
      t,
      'GET',
      `/api/consultations/slots?typeId=${types[1]!.id}&from=${day(0)}&to=${day(13)}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const slots: Slot[] = answer.json().slots;
    expect(slots.length).toBeGreaterThan(10);
    for (const slot of slots) {
      // Weekdays, from 9 to 18 in Argentina, and never a Saturday afternoon.
      const local = new Date(Date.parse(slot.start) - 3 * 3_600_000);
      const weekday = local.getUTCDay();
      expect([1, 2, 3, 4, 5]).toContain(weekday);
      expect(local.getUTCHours()).toBeGreaterThanOrEqual(9);
      expect(slot.start.endsWith('-03:00')).toBe(true);
    }
  });

  it('leaves a firm that set up its own consultations as it is', async () => {
    await t.db.delete(consultationTypes);
    await t.db.delete(consultationAvailability);
    await consultationType(t, { title: 'Sucesiones' });
    expect(await seedDemoConsultations(t.app.ctx)).toBe(0);
    const types = (await t.db.select().from(consultationTypes)).map((type) => type.title);
    expect(types).toEqual(['Sucesiones']);
    expect(await t.db.select().from(consultationAvailability)).toEqual([]);
  });
});
