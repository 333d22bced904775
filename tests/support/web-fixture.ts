import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in for the Vite build: the real template shape and one hashed asset. */
export function fixtureWebDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="es-AR"><head><title>Estudio Ferraro</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    `console.log(${'"x"+'.repeat(800)}"x");`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
