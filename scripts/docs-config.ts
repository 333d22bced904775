// `npm run docs:config`: writes the variables' tables of docs/configuration.md from
// src/server/config-variables.ts (one entry per variable of config.ts's schema).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { configTables } from '../src/server/config-variables';

export const CONFIGURATION_DOC = 'docs/configuration.md';
const START =
  '<!-- The tables below are written by `npm run docs:config`: edit src/server/config-variables.ts. -->';
const END = '<!-- End of the written tables. -->';

/** docs/configuration.md as `npm run docs:config` writes it: `current` with today's tables. */
export async function configurationDoc(current: string): Promise<string> {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${CONFIGURATION_DOC}: the tables' markers are missing`);
  const text = `${current.slice(0, start + START.length)}\n\n${configTables()}\n\n${current.slice(end)}`;
  const options = await prettier.resolveConfig(CONFIGURATION_DOC);
  return prettier.format(text, { ...options, filepath: CONFIGURATION_DOC });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await configurationDoc(readFileSync(CONFIGURATION_DOC, 'utf8'));
  writeFileSync(CONFIGURATION_DOC, written);
  console.log(`${CONFIGURATION_DOC} written`);
}
