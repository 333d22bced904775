import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

function webDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('stylesheets written into the page template', () => {
  it('replaces the build’s stylesheet link with its rules', async () => {
    const dir = webDir({ 'assets/index-abc.css': 'body{color:red}' });
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><title>x</title></head>';
    expect(await inlineStylesheets(template, dir)).toBe(
      '<head><style>body{color:red}</style><title>x</title></head>',
    );
  });

  it('leaves a link to another place, a missing file or rules that could close the tag', async () => {
    const dir = webDir({ 'assets/closing.css': 'a::after{content:"</style><script>"}' });
    const template = [
      '<link rel="stylesheet" href="https://cdn.example/x.css">',
      '<link rel="stylesheet" href="/assets/missing.css">',
      '<link rel="stylesheet" href="/assets/closing.css">',
      '<link rel="stylesheet" href="/assets/../../etc/passwd.css">',
    ].join('');
    expect(await inlineStylesheets(template, dir)).toBe(template);
  });
});
