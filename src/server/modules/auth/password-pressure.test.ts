// Pure processor work at the production cost, no database: the API suite's PostgreSQL run leaves
// it out (scripts/test.mjs).
import { describe, expect, it } from 'vitest';
import { hashesRunning, hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from './password';

describe('password hashing under pressure', () => {
  it('never runs more than a few hashes at once, however many arrive', async () => {
    // The production cost: the pressure is what this test is about.
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashesRunning())), 5);
    const hashes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => hashPassword(`clave-de-prueba-${i}`, 'owasp')),
    );
    clearInterval(watch);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(hashesRunning()).toBe(0);
    expect(await verifyPassword('clave-de-prueba-3', hashes[3]!)).toBe(true);
  }, 180_000);
});
