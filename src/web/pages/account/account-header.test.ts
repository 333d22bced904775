import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../shared/responses/auth';
import { EmailAddress, emailParts } from '../../components/ui/EmailAddress';
import { AccountHeader } from './AccountHeader';

const martina: PublicUser = {
  id: '7f3c2a9e-1b4d-4c6e-9a8b-0d1e2f3a4b5c',
  name: 'Martina',
  lastname: 'Gómez',
  username: 'martina.gomez',
  email: 'martina.gomez.contadora@estudiocontable.com.ar',
  roles: ['user'],
  status: true,
  createdAt: '2026-03-04T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  document: null,
  courses: [],
};

describe("the account's header", () => {
  it('greets by name, without the username or the internal id', () => {
    const html = renderToStaticMarkup(createElement(AccountHeader, { user: martina }));
    expect(html).toContain('Hola, Martina');
    expect(html).not.toContain('martina.gomez');
    expect(html).not.toContain(martina.id);
    expect(html).not.toContain('ID');
  });

  it('greets by the username only when there is no name', () => {
    const html = renderToStaticMarkup(
      createElement(AccountHeader, { user: { ...martina, name: ' ' } }),
    );
    expect(html).toContain('Hola, martina.gomez');
  });
});

describe('an e-mail address on a narrow screen', () => {
  it("may wrap before its '@' and after each dot of its domain, not in a word", () => {
    expect(emailParts(martina.email)).toEqual([
      'martina.gomez.contadora',
      '@estudiocontable.',
      'com.',
      'ar',
    ]);
    const html = renderToStaticMarkup(createElement(EmailAddress, { email: martina.email }));
    expect(html).toBe(
      '<span class="[overflow-wrap:anywhere]">martina.gomez.contadora<wbr/>@estudiocontable.<wbr/>com.<wbr/>ar</span>',
    );
    expect(html).not.toContain('break-all');
  });

  it('leaves something that is no address whole', () => {
    expect(emailParts('sin-arroba')).toEqual(['sin-arroba']);
  });
});
