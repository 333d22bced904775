import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, configurationDoc } from '../../scripts/docs-config';
import { EnvSchema } from './config';

const VARIABLES = Object.keys(EnvSchema.shape);

describe('the configuration as operators read it', () => {
  it(`${CONFIGURATION_DOC} holds every variable, as npm run docs:config writes it`, async () => {
    const doc = readFileSync(CONFIGURATION_DOC, 'utf8');
    const missing = VARIABLES.filter((name) => !doc.includes(`| \`${name}\``));
    expect(missing, 'variables missing from the tables').toEqual([]);
    expect(doc, 'run npm run docs:config').toBe(await configurationDoc(doc));
  });

  it('.env.example names every variable', () => {
    const example = readFileSync('.env.example', 'utf8');
    const missing = VARIABLES.filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});
