import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractsForTheBrowser } from './contracts-without-schemas';

const contractFile = (name: string) =>
  fileURLToPath(new URL(`../../shared/contracts/${name}.ts`, import.meta.url));

describe('route contracts in the browser build', () => {
  it('keep each route’s method and path and nothing of its schemas', async () => {
    const source = await contractsForTheBrowser(contractFile('geo'));
    expect(source).toContain(
      'export const listRegions = {"method":"GET","path":"/geo/countries/:code/regions"};',
    );
    expect(source).toContain(
      'export const listCountries = {"method":"GET","path":"/geo/countries"};',
    );
    expect(source).not.toMatch(/zod|import|El país no es válido/);
  });
});
