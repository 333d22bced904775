import { describe, expect, it } from 'vitest';
import { call } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';

describe('countries and regions for the buy form', () => {
  const t = useTestApp();

  it('lists every country by its Spanish name, in Spanish order', async () => {
    const response = await call(t, 'GET', '/api/geo/countries');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { countries } = response.json() as { countries: { code: string; name: string }[] };
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'AR', name: 'Argentina' });
    expect(countries).toContainEqual({ code: 'US', name: 'Estados Unidos' });
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it("gives one country's regions, small enough to fetch on demand", async () => {
    const response = await call(t, 'GET', '/api/geo/countries/ar/regions');
    const { regions } = response.json();
    expect(regions[0]).toEqual({ code: 'B', name: 'Buenos Aires' });
    expect(regions).toContainEqual({ code: 'X', name: 'Córdoba' });
    expect(regions).toHaveLength(24);
    expect(response.body.length).toBeLessThan(1500);
  });

  it('answers unknown or malformed countries with a Spanish 4xx', async () => {
    const unknown = await call(t, 'GET', '/api/geo/countries/ZZ/regions');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos ese país.');
    expect((await call(t, 'GET', '/api/geo/countries/ARG/regions')).statusCode).toBe(400);
  });
});
