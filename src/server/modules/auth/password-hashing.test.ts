import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';

// The limits count attempts before any hash is computed, so the test cost of hashing shows them
// as well as the production one.
describe('wrong passwords, limited per account', () => {
  const t = useTestApp();

  /** A password change with a wrong current password, the i-th from an address of its own. */
  const wrongChange = (cookie: string, i: number) =>
    call(t, 'PUT', '/api/user/update/password', {
      cookie,
      ip: `10.55.${i}.1`,
      body: {
        currentPassword: `no-es-la-clave-${i}`,
        newPassword: 'otra-clave-segura-2026',
        newPasswordConfirm: 'otra-clave-segura-2026',
      },
    });

  it('limits wrong current passwords per account, from however many addresses', async () => {
    const { cookie } = await verifiedPerson(t);
    const change = (i: number) => wrongChange(cookie, i);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await change(i)).statusCode);
    expect(statuses.every((status) => status === 400 || status === 401)).toBe(true);
    const refused = await change(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/intentos|espera|Esperá|demasiad/i);
  });

  it('counts wrong passwords to delete the account in the same budget, then refuses even the right one', async () => {
    const { person, cookie } = await verifiedPerson(t);
    const remove = (i: number, password = `no-es-la-clave-${i}`) =>
      call(t, 'DELETE', '/api/user/delete', {
        cookie,
        ip: `10.57.${i}.1`,
        body: { password, phrase: 'eliminar mi cuenta' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await wrongChange(cookie, i)).statusCode);
    for (let i = 5; i < 10; i++) statuses.push((await remove(i)).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    const refused = await remove(10, person.password);
    expect(refused.statusCode).toBe(429);
    expect((await call(t, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
  });
});
