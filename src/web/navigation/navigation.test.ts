import { describe, expect, it } from 'vitest';
import { pathText, resolvePath } from './navigation';

const catalogue = { pathname: '/courses', search: '?filter=taxes', hash: '#top' };

describe('the address a link or a move names', () => {
  it('is an absolute address as written, query and section included', () => {
    expect(resolvePath('/privacy-policy#baja-y-supresion', catalogue)).toEqual({
      pathname: '/privacy-policy',
      search: '',
      hash: '#baja-y-supresion',
    });
    expect(pathText(resolvePath('/courses?search=iva', catalogue))).toBe('/courses?search=iva');
  });

  it('keeps the current page when only the query changes, and drops what is not named', () => {
    expect(resolvePath({ search: '?search=iva' }, catalogue)).toEqual({
      pathname: '/courses',
      search: '?search=iva',
      hash: '',
    });
  });
});
