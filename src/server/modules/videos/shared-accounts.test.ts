import { describe, expect, it } from 'vitest';
import { adminPerson, call, newPerson, verifiedPerson } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { playbackNetworks, users } from '../../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("'Posible cuenta compartida'", () => {
  const t = useTestApp();
  /** The moment the networks are written back from (the application's clock keeps running). */
  let now: number;

  /** An account written to the database, with the networks it played from `ago` ms back. */
  async function accountPlayingFrom(networks: { network: string; ago: number }[], blocked = false) {
    const { password: _, ...person } = newPerson();
    const [user] = await t.db
      .insert(users)
      .values({
        ...person,
        passwordHash: 'x',
        emailVerified: true,
        ...(blocked ? { blockedAt: new Date(), blockedReason: 'Cuenta compartida' } : {}),
      })
      .returning();
    await t.db.insert(playbackNetworks).values(
      networks.map(({ network, ago }) => ({
        userId: user!.id,
        network,
        firstAt: new Date(now - ago - 3 * HOUR),
        lastAt: new Date(now - ago),
        plays: 2,
      })),
    );
    return user!;
  }

  /** `count` networks of IPv4 /24s, the most recent `ago` ms back and each an hour older. */
  const networks = (count: number, ago = 0, base = '10.0') =>
    Array.from({ length: count }, (_, index) => ({
      network: `${base}.${index}.0/24`,
      ago: ago + index * HOUR,
    }));

  it('lists the accounts that played from more than five networks in a day, newest first, with the evidence', async () => {
    const admin = await adminPerson(t);
    now = t.app.ctx.now().getTime();
    const earlier = await accountPlayingFrom(networks(6, 2 * HOUR, '10.1'));
    const latest = await accountPlayingFrom([
      ...networks(5, 10 * MINUTE, '10.2'),
      { network: '2001:db8:1::/48', ago: 5 * MINUTE },
    ]);
    await accountPlayingFrom(networks(5)); // five: not more than five
    // Seven networks, but two of them more than a day ago.
    await accountPlayingFrom([...networks(5, 0, '10.3'), ...networks(2, 25 * HOUR, '10.4')]);
    const blocked = await accountPlayingFrom(networks(7, 12 * HOUR, '10.5'), true);

    const answer = await call(t, 'GET', '/api/admin/shared-accounts', { cookie: admin.cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    const { accounts } = answer.json();
    expect(accounts.map((account: { userId: string }) => account.userId)).toEqual([
      latest.id,
      earlier.id,
      blocked.id,
    ]);
    const [first] = accounts;
    expect(first).toMatchObject({
      name: `${latest.name} ${latest.lastname}`,
      email: latest.email,
      blocked: false,
    });
    expect(first.networks).toHaveLength(6);
    expect(first.networks[0]).toEqual({
      network: '2001:db8:1::/48',
      firstAt: new Date(now - 5 * MINUTE - 3 * HOUR).toISOString(),
      lastAt: new Date(now - 5 * MINUTE).toISOString(),
      plays: 2,
    });
    expect(first.networks[1].network).toBe('10.2.0.0/24');
    expect(accounts[2]).toMatchObject({ blocked: true });
    expect(accounts[2].networks).toHaveLength(7);

    // A day later nothing is recent: the list is empty again.
    t.clock.advance(24 * HOUR);
    const later = await call(t, 'GET', '/api/admin/shared-accounts', { cookie: admin.cookie });
    t.clock.advance(-24 * HOUR);
    expect(later.json()).toEqual({ accounts: [] });
  });

  it('is for administrators only', async () => {
    const student = await verifiedPerson(t);
    const url = '/api/admin/shared-accounts';
    expect((await call(t, 'GET', url, { cookie: student.cookie })).statusCode).toBe(403);
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
  });
});
