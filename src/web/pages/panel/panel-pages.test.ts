import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { LayoutDashboard, UsersRound } from 'lucide';
import { describe, expect, it } from 'vitest';
import { routes } from '../../routes';
import { ACCOUNT_PAGES, accountHref } from '../account/account-pages';
import { PANEL_PAGES, panelHref, panelMenu } from './panel-pages';
import { PanelNav } from './PanelNav';

/** The route React Router shows at `pathname`. */
const leafAt = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

/** The side menu drawn at `pathname`: its group headings, its links and the current one. */
function drawnMenu(pathname: string) {
  const html = renderToStaticMarkup(
    createElement(StaticRouter, { location: pathname }, createElement(PanelNav)),
  );
  const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>.*?<\/svg>([^<]+)<\/a>/g)];
  return {
    html,
    groups: [...html.matchAll(/<p id="[^"]+"[^>]*>([^<]+)<\/p>/g)].map((match) => match[1]),
    links: links.map((match) => [match[2], match[1]]),
    current: links.filter((match) => match[0].includes('aria-current="page"')).map((m) => m[2]),
  };
}

describe("the panel's pages, declared once", () => {
  it('are each where the router sends their address, with their title', () => {
    for (const entry of Object.values(PANEL_PAGES)) {
      const leaf = leafAt(panelHref(entry).replace(':id/:slug', '7/iva'));
      expect(leaf?.path ?? '').toBe(entry.path);
      expect(leaf?.handle).toEqual({ meta: entry.meta });
    }
    for (const entry of Object.values(ACCOUNT_PAGES)) {
      const leaf = leafAt(accountHref(entry));
      expect(leaf?.path).toBe(entry.path);
      expect(leaf?.handle).toEqual({ meta: entry.meta });
    }
    expect(leafAt('/panel/no-existe')?.path).toBe('*');
  });

  it('are all in the side menu, grouped, the course editor under the courses', () => {
    const menu = drawnMenu('/panel/courses/7/iva');
    expect(menu.groups).toEqual(['Ventas', 'Cursos', 'Personas', 'Configuración']);
    expect(menu.links).toEqual([
      ['Inicio', '/panel'],
      ['Compras', '/panel/purchases'],
      ['Cupones', '/panel/coupons'],
      ['Consultas', '/panel/consultations'],
      ['Facturas', '/panel/invoices'],
      ['Solicitudes', '/panel/requests'],
      ['Cursos', '/panel/courses'],
      ['Preguntas', '/panel/questions'],
      ['Opiniones', '/panel/reviews'],
      ['Certificados', '/panel/certificates'],
      ['Videos', '/panel/videos'],
      ['Usuarios', '/panel/users'],
      ['Mensajes', '/panel/messages'],
      ['Anuncios', '/panel/announcements'],
      ['Configuración', '/panel/settings'],
    ]);
    expect(menu.current).toEqual(['Cursos']);
    expect(drawnMenu('/panel').current).toEqual(['Inicio']);
  });

  it('fold behind a button on a phone, and stand open beside the page from 768 px', () => {
    const { html } = drawnMenu('/panel');
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="([^"]+)"/);
    const listId = /aria-controls="([^"]+)"/.exec(html)![1];
    const list = new RegExp(`<div id="${listId}" class="([^"]+)"`).exec(html)![1]!.split(' ');
    expect(list).toEqual(expect.arrayContaining(['hidden', 'md:flex']));
  });

  it('leaves out of the menu a page reached from another, and keeps an empty group out', () => {
    const menu = panelMenu([PANEL_PAGES.dashboard, PANEL_PAGES.editCourse, PANEL_PAGES.users]);
    expect(menu).toEqual([
      { links: [{ label: 'Inicio', to: '/panel', icon: LayoutDashboard }] },
      {
        group: 'Personas',
        links: [{ label: 'Usuarios', to: '/panel/users', icon: UsersRound }],
      },
    ]);
  });
});
