import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractsForTheBrowser } from './contracts-without-schemas';

const contractFile = (name: string) =>
  fileURLToPath(new URL(`../../shared/contracts/${name}.ts`, import.meta.url));

/** Modules and lines of their browser copy: plain paths, two methods, a wildcard. */
const AS_THE_BROWSER_GETS_THEM = {
  geo: [
    'export const listRegions = {"method":"GET","path":"/geo/countries/:code/regions"};',
    'export const listCountries = {"method":"GET","path":"/geo/countries"};',
  ],
  learning: [
    'export const savePosition = {"method":["PUT","POST"],"path":"/user/courses/:id/:slug/position"};',
    'export const privateFile = {"method":"GET","path":"/learning/files/*"};',
  ],
};

describe('route contracts in the browser build', () => {
  it.each(Object.entries(AS_THE_BROWSER_GETS_THEM))(
    'keep each route’s method and path and nothing of its schemas (%s)',
    async (name, lines) => {
      const source = await contractsForTheBrowser(contractFile(name));
      for (const line of lines) expect(source).toContain(line);
      expect(source).not.toMatch(/zod|import|no es válid/);
    },
  );
});
