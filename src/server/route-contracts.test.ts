import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullPath, type RouteContract } from '../shared/contracts/define-route';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

const CONTRACTS_DIR = new URL('../shared/contracts/', import.meta.url);

async function everyContract(): Promise<RouteContract[]> {
  const files = readdirSync(CONTRACTS_DIR).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'define-route.ts',
  );
  const modules = await Promise.all(
    files.map((file) => import(new URL(file, CONTRACTS_DIR).href) as Promise<object>),
  );
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is RouteContract =>
        typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
    ),
  );
}

const key = (method: string, url: string) => `${method} ${url}`;

describe('every route of the API has a contract', () => {
  let t: TestApp;
  let served: string[];
  let contracted: Set<string>;
  beforeAll(async () => {
    t = await createTestApp();
    served = t.app.routeTable
      .filter((route) => route.method !== 'HEAD')
      .map((route) => key(route.method, route.url));
    contracted = new Set(
      (await everyContract()).flatMap((contract) =>
        [contract.method].flat().map((method) => key(method, fullPath(contract))),
      ),
    );
  });
  afterAll(async () => t.close());

  it('is served by the app at its method and address', () => {
    expect(contracted.size).toBeGreaterThan(0);
    expect([...contracted].filter((route) => !served.includes(route))).toEqual([]);
  });

  // Every /api route has one (docs/decisions/0038). The list of routes not converted yet only
  // shrank, and is gone: a new route comes with its contract, never onto a list of exceptions.
  it('has one for every /api route', () => {
    const api = served.filter((route) => route.split(' ')[1]!.startsWith('/api'));
    expect(api.filter((route) => !contracted.has(route))).toEqual([]);
  });
});
