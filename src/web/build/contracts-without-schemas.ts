import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const CONTRACT_MODULE = /\/src\/shared\/contracts\/(?!define-route\.ts$)[^/]+\.ts$/;

type Callable = { method: unknown; path: unknown };
const isContract = (value: unknown): value is Callable =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * A route contract module as the browser gets it: each contract's method and path, nothing of
 * its zod schemas (the web only calls; the server validates). Server builds and tests read the
 * modules whole.
 */
export async function contractsForTheBrowser(file: string): Promise<string> {
  const module = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<
    string,
    unknown
  >;
  return Object.entries(module)
    .filter((entry): entry is [string, Callable] => isContract(entry[1]))
    .map(
      ([name, { method, path }]) => `export const ${name} = ${JSON.stringify({ method, path })};`,
    )
    .join('\n');
}

/** Vite: serves src/shared/contracts/*.ts to the client build without their schemas. */
export function contractsWithoutSchemas(): Plugin {
  return {
    name: 'contracts-without-schemas',
    enforce: 'pre',
    async load(id, options) {
      if (options?.ssr || !CONTRACT_MODULE.test(id)) return null;
      return contractsForTheBrowser(id);
    },
  };
}
