import { spawnSync } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHashPool, HASH_NICENESS } from './hash-pool';

const light = { N: 2 ** 10, r: 8, p: 1 };
const job = (password: string, params = light) => ({
  password,
  salt: Buffer.from('sal-de-prueba-16'),
  keyLength: 32,
  params,
});

/** The nice value of every thread of this process (Linux), from /proc. */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    // Fields after the command name (in parentheses): nice is the 19th field overall.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe('the password hashing pool', () => {
  it('answers the same key as scrypt itself, for every job of a burst', async () => {
    const pool = createHashPool(2);
    const passwords = Array.from({ length: 7 }, (_, i) => `clave-${i}`);
    const keys = await Promise.all(passwords.map((password) => pool.run(job(password))));
    passwords.forEach((password, i) => {
      expect(keys[i]).toEqual(scryptSync(password, 'sal-de-prueba-16', 32, light));
    });
    expect(pool.running()).toBe(0);
  });

  it('never runs more hashes than its size, and queues the rest', async () => {
    const pool = createHashPool(1);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, pool.running())), 1);
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => pool.run(job(`x${i}`, { ...light, N: 2 ** 14 }))),
    );
    clearInterval(watch);
    expect(most).toBe(1);
  });

  it('fails a hash with impossible parameters and keeps working', async () => {
    const pool = createHashPool(1);
    await expect(pool.run(job('x', { N: 3, r: 8, p: 1 }))).rejects.toThrow();
    expect(await pool.run(job('y'))).toHaveLength(32);
  });

  it('lets a process that hashed end by itself, and keeps it alive while it hashes', () => {
    const script = `
      import { createHashPool } from ${JSON.stringify(new URL('./hash-pool.ts', import.meta.url).href)};
      const key = await createHashPool(1).run({ password: 'x', salt: Buffer.from('s'), keyLength: 8, params: { N: 1024, r: 8, p: 1 } });
      console.log(key.toString('hex'));`;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(run.signal).toBeNull(); // not killed by the timeout: nothing held it open
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(
      scryptSync('x', 's', 8, { N: 1024, r: 8, p: 1 }).toString('hex'),
    );
  });

  it.runIf(process.platform === 'linux')('hashes on a thread of low priority', async () => {
    const before = threadNiceValues();
    const pool = createHashPool(1);
    await pool.run(job('z'));
    const after = threadNiceValues();
    const lowered = (values: number[]) => values.filter((nice) => nice === HASH_NICENESS).length;
    expect(HASH_NICENESS).toBeGreaterThan(0);
    // One thread more at the hashing priority (the new pool's), and the rest untouched.
    expect(lowered(after)).toBe(lowered(before) + 1);
    expect(after.filter((nice) => nice === 0).length).toBeGreaterThan(0);
  });
});
