import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestApp } from './test-app';

/**
 * A built site (its web folder) whose server renderer is `renderer`: the source of an ES module
 * exporting `render`, in place of the server build of the web app.
 */
export function siteWithRenderer(renderer: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(
    path.join(root, 'web', 'index.html'),
    '<!doctype html><html lang="es-AR"><head><title>x</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'ssr', 'entry-server.js'), renderer);
  return path.join(root, 'web');
}

/**
 * Starts the app listening on the loopback and answers its address: the response cache sits in
 * the HTTP server's own handler, which injected requests do not go through.
 */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
