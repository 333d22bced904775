import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query string', () => {
    expect(safeRedirectPath('/', '/x')).toBe('/');
    expect(safeRedirectPath('/account/profile', '/')).toBe('/account/profile');
    expect(safeRedirectPath('/buy?id=3&slug=iva', '/')).toBe('/buy?id=3&slug=iva');
  });

  it('uses the fallback when there is no redirect', () => {
    expect(safeRedirectPath(null, '/account/profile')).toBe('/account/profile');
    expect(safeRedirectPath(undefined, '/')).toBe('/');
    expect(safeRedirectPath('', '/')).toBe('/');
  });

  it('refuses addresses that leave the site', () => {
    for (const raw of [
      '//evil.example',
      '//evil.example/account',
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      'evil.example',
      'account/profile',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(safeRedirectPath(raw, '/'), raw).toBe('/');
    }
  });
});
