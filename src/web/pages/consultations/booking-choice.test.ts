import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../auth/redirect';
import { authLink } from '../../components/layout/nav-items';
import { choicePath, readChoice } from './booking-choice';

const read = (search: string) => readChoice(new URLSearchParams(search));

describe('the choice kept in the address of /consultas', () => {
  it('reads a type and a time', () => {
    expect(read('?tipo=3&inicio=2026-12-07T10:00:00-03:00')).toEqual({
      typeId: 3,
      start: '2026-12-07T10:00:00-03:00',
    });
    expect(read('?tipo=3')).toEqual({ typeId: 3, start: null });
  });

  it('reads anything malformed as not chosen', () => {
    expect(read('?tipo=0')).toEqual({ typeId: null, start: null });
    expect(read('?tipo=abc&inicio=2026-12-07T10:00:00-03:00')).toEqual({
      typeId: null,
      start: null,
    });
    expect(read('?tipo=2&inicio=mañana')).toEqual({ typeId: 2, start: null });
    expect(read('?tipo=2&inicio=2026-13-45T10:00:00-03:00')).toEqual({ typeId: 2, start: null });
  });

  it('survives the trip through the login and back', () => {
    const chosen = { typeId: 3, start: '2026-12-07T10:00:00-03:00' };
    const login = new URL(authLink('login', choicePath(chosen)), 'http://site');
    const back = safeRedirectPath(login.searchParams.get('redirect_url'), '/');
    const url = new URL(back, 'http://site');
    expect(url.pathname).toBe('/consultas');
    expect(readChoice(url.searchParams)).toEqual(chosen);
  });
});
