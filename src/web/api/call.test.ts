import { describe, expect, expectTypeOf, it } from 'vitest';
import type { listCountries } from '../../shared/contracts/geo';
import { listRegions } from '../../shared/contracts/geo';
import { privateFile } from '../../shared/contracts/learning';
import type { Answer, Input } from '../../shared/contracts/define-route';
import { routePath } from './call';

describe('calling a route by its contract', () => {
  it('fills the path’s parameters, each encoded, and writes the query without empty fields', () => {
    expect(routePath(listRegions, { params: { code: 'A R/' } })).toBe(
      '/geo/countries/A%20R%2F/regions',
    );
    const search = { method: 'GET', path: '/admin/users' } as const;
    expect(
      routePath(search, { query: { search: 'gómez', page: 2, role: '', tags: ['a', 'b'] } }),
    ).toBe('/admin/users?search=g%C3%B3mez&page=2&tags=a&tags=b');
  });

  it('refuses a path parameter left out instead of calling a wrong address', () => {
    expect(() => routePath(listRegions, {})).toThrow(/code/);
    expect(() => routePath(privateFile, {})).toThrow(/no \*/);
  });

  it('fills a wildcard with the rest of the address, its slashes kept', () => {
    expect(routePath(privateFile, { params: { '*': 'materials/a b/año?.pdf' } })).toBe(
      '/learning/files/materials/a%20b/a%C3%B1o%3F.pdf',
    );
  });

  it('types what a call takes and answers from the contract', () => {
    expectTypeOf<Input<typeof listRegions>>().toEqualTypeOf<
      { params: { code: string } } & { query?: never } & { body?: never }
    >();
    expectTypeOf<Answer<typeof listCountries>>().toEqualTypeOf<{
      countries: { code: string; name: string }[];
    }>();
  });
});
