import type { PageMeta } from '../shared/page-meta';
import { LOGIN_META, REGISTER_META, RESET_PASSWORD_META } from '../shared/page-meta/auth';
import { ARREPENTIMIENTO_META, BAJA_META } from '../shared/page-meta/consumer';
import { COURSES_META } from '../shared/page-meta/courses';
import { HOME_META } from '../shared/page-meta/home';
import { PRIVACY_META, TERMS_META } from '../shared/page-meta/legal';
import { PAYMENT_RESULT_META } from '../shared/page-meta/payments';
import { SERVICES_META } from '../shared/page-meta/services';
import { matchPath } from './navigation/match-path';
import type { Params } from './navigation/navigation';
import type { PageModule } from './page-route';

/** The data a server-rendered page reads before it is rendered (entry-server.tsx). */
export type RenderData = 'none' | 'catalogue' | 'course';

/** One address of the site: everything the server and the browser need to know of its page. */
export type SitePage = {
  /** Its address pattern, as React Router reads it (`:name` a parameter, `*` the rest). */
  path: string;
  /** Title and description; `course`: the course's own, read by the server (page-head.ts). */
  meta: PageMeta | 'course';
  /** `sitemap`: indexed and listed in sitemap.xml; `no`: kept out of search engines. */
  index: 'sitemap' | 'yes' | 'no';
  /** The server renders it, after reading this data; without it the browser draws the page. */
  render?: RenderData;
  /**
   * The page's module, a chunk of its own. `first-page`: a visit that starts here starts without
   * React Router (start-app.tsx; the server must render it); `router`: React Router starts it.
   * A page behind a guard or inside a layout has none here: app-routes.tsx places it.
   */
  module?: { start: 'first-page' | 'router'; load: () => Promise<PageModule> };
};

const privateMeta = (title: string): PageMeta => ({ title, description: HOME_META.description });

const paymentResult: SitePage['module'] = {
  start: 'router',
  load: () => import('./pages/payments/PaymentResultPage'),
};

/**
 * Every page of the site. The server's head tags and status (page-head.ts), sitemap.xml, the
 * server render (entry-server.tsx) and the browser's routes (routes.tsx, app-routes.tsx) read
 * it; an address none of these match is the not-found page. The first that matches wins.
 */
export const SITE_PAGES: SitePage[] = [
  {
    path: '/',
    meta: HOME_META,
    index: 'sitemap',
    render: 'catalogue',
    module: { start: 'first-page', load: () => import('./pages/home/HomePage') },
  },
  {
    path: '/services',
    meta: SERVICES_META,
    index: 'sitemap',
    render: 'none',
    module: { start: 'first-page', load: () => import('./pages/services/ServicesPage') },
  },
  {
    path: '/courses',
    meta: COURSES_META,
    index: 'sitemap',
    render: 'catalogue',
    module: { start: 'first-page', load: () => import('./pages/courses/CatalogPage') },
  },
  {
    path: '/courses/:id/:slug',
    meta: 'course',
    index: 'yes',
    render: 'course',
    module: { start: 'first-page', load: () => import('./pages/courses/CoursePage') },
  },
  {
    path: '/terms-and-conditions',
    meta: TERMS_META,
    index: 'sitemap',
    render: 'none',
    module: { start: 'first-page', load: () => import('./pages/legal/TermsPage') },
  },
  {
    path: '/privacy-policy',
    meta: PRIVACY_META,
    index: 'sitemap',
    render: 'none',
    module: { start: 'first-page', load: () => import('./pages/legal/PrivacyPage') },
  },
  {
    path: '/arrepentimiento',
    meta: ARREPENTIMIENTO_META,
    index: 'sitemap',
    render: 'none',
    module: { start: 'router', load: () => import('./pages/consumer/ArrepentimientoPage') },
  },
  {
    path: '/baja',
    meta: BAJA_META,
    index: 'sitemap',
    render: 'none',
    module: { start: 'router', load: () => import('./pages/consumer/BajaPage') },
  },
  {
    path: '/baja/confirmar/:id/:token',
    meta: BAJA_META,
    index: 'no',
    module: { start: 'router', load: () => import('./pages/consumer/ConfirmBajaPage') },
  },
  { path: '/auth/register', meta: REGISTER_META, index: 'yes' },
  { path: '/auth/login', meta: LOGIN_META, index: 'yes' },
  {
    path: '/auth/login/reset-password',
    meta: RESET_PASSWORD_META,
    index: 'no',
    module: { start: 'router', load: () => import('./pages/auth/ForgotPasswordPage') },
  },
  {
    path: '/auth/login/reset-password/:id/:token',
    meta: RESET_PASSWORD_META,
    index: 'no',
    module: { start: 'router', load: () => import('./pages/auth/ResetPasswordPage') },
  },
  { path: '/payments/success', meta: PAYMENT_RESULT_META, index: 'no', module: paymentResult },
  { path: '/payments/failure', meta: PAYMENT_RESULT_META, index: 'no', module: paymentResult },
  { path: '/payments/pending', meta: PAYMENT_RESULT_META, index: 'no', module: paymentResult },
  {
    path: '/payments/sandbox/:preferenceId',
    meta: PAYMENT_RESULT_META,
    index: 'no',
    module: { start: 'router', load: () => import('./pages/payments/SandboxCheckoutPage') },
  },
  { path: '/buy', meta: privateMeta('Comprar curso'), index: 'no' },
  { path: '/account/*', meta: privateMeta('Mi cuenta'), index: 'no' },
  { path: '/panel/*', meta: privateMeta('Panel de administración'), index: 'no' },
];

export type FoundPage = { page: SitePage; params: Params };

/** The page at `pathname`, with its parameters. */
export function findSitePage(pathname: string): FoundPage | undefined {
  for (const page of SITE_PAGES) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return undefined;
}

/** The routes of the pages with a module that starts as `start`, for React Router's table. */
export function pageRoutesStarting(start: 'first-page' | 'router') {
  return SITE_PAGES.flatMap(({ path, module }) =>
    module?.start === start ? [{ path: path.slice(1), load: module.load }] : [],
  );
}
