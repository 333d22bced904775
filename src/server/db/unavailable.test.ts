import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCause = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is down, restarting or gone, also behind the query error', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new Error('Connection terminated unexpectedly'),
      withCause(new Error('timeout exceeded when trying to connect')),
      withCause(Object.assign(new Error('connection failure'), { code: '08006' })),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves other failures alone: they are bugs, not outages', () => {
    for (const error of [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
