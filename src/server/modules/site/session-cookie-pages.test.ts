// The page a request gets depends on whether it carries a session cookie (the navigation offers
// to sign in, or keeps the account button's place). The response cache sits in the HTTP server's
// own handler, so these tests speak HTTP to a listening app with a stand-in page renderer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, siteWithRenderer } from '../../../../tests/support/stand-in-site';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let base: string;

/** The server renderer: writes down which navigation it was asked for. */
const RENDERER = `export const render = async (url, _data, sessionCookie) => ({
      html: '<nav>' + (sessionCookie ? 'lugar de la cuenta' : 'Iniciar sesión') + '</nav>',
      state: {},
    });`;

const page = async (cookie?: string) =>
  (await fetch(`${base}/services`, { headers: cookie ? { cookie } : {} })).text();

beforeAll(async () => {
  t = await createTestApp({ webDir: siteWithRenderer(RENDERER) });
  base = await listenOnLoopback(t);
});
afterAll(() => t.close());

describe('a page for a request with or without a session cookie', () => {
  it('offers to sign in without one, keeps the account place with one, and never mixes them', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await page()).toContain('<nav>Iniciar sesión</nav>');
      expect(await page('token=abc')).toContain('<nav>lugar de la cuenta</nav>');
      expect(await page('aviso=1; token=abc')).toContain('<nav>lugar de la cuenta</nav>');
      expect(await page('aviso=1')).toContain('<nav>Iniciar sesión</nav>');
      expect(await page('token=')).toContain('<nav>Iniciar sesión</nav>');
    }
    // The later rounds came from memory: the cache keeps both copies apart.
    expect(t.app.responseCache.hits()).toBeGreaterThan(0);
  });
});
