import type { PageMeta } from '../shared/page-meta';
import type { RenderData } from '../shared/server-render';
import { LOGIN_META, REGISTER_META, RESET_PASSWORD_META } from '../shared/page-meta/auth';
import { ARREPENTIMIENTO_META, BAJA_META } from '../shared/page-meta/consumer';
import { CERTIFICATE_META } from '../shared/page-meta/certificates';
import { CONSULTATIONS_META } from '../shared/page-meta/consultations';
import { MONOTRIBUTO_META } from '../shared/page-meta/monotributo';
import { COURSES_META } from '../shared/page-meta/courses';
import { HOME_META } from '../shared/page-meta/home';
import { PRIVACY_META, TERMS_META } from '../shared/page-meta/legal';
import { PAYMENT_RESULT_META } from '../shared/page-meta/payments';
import {
  PLAN_BAJA_META,
  PLAN_CONTADOR_META,
  SANDBOX_SUBSCRIPTION_META,
} from '../shared/page-meta/plan-subscription';
import { SERVICES_META } from '../shared/page-meta/services';
import { TAX_CALENDAR_META } from '../shared/page-meta/tax-calendar';
import { matchPath } from './navigation/match-path';
import type { Params } from './navigation/navigation';
import type { PageModule } from './page-route';

/** One address of the site: everything the server and the browser need to know of its page. */
export type SitePage = {
  /** Its address pattern, as React Router reads it (`:name` a parameter, `*` the rest). */
  path: string;
  /**
   * Title and description; `course`, `bundle`, `preview`: the course's, the bundle's or the free
   * lesson's own, read by the server (page-head.ts).
   */
  meta: PageMeta | 'course' | 'bundle' | 'preview';
  /** `sitemap`: indexed and listed in sitemap.xml; `no`: kept out of search engines. */
  index: 'sitemap' | 'yes' | 'no';
  /**
   * The server renders it, after reading this data, and the browser takes it over without React
   * Router (its module starts as `first-page`). Without it the browser draws the page.
   */
  render?: RenderData;
  /**
   * The page's module, a chunk of its own. `first-page`: a visit that starts here starts without
   * React Router (start-app.tsx; the server renders it); `router`: React Router starts it. A page
   * behind a guard route or inside a layout has none here: app-routes.tsx places it.
   */
  module?: { start: 'first-page' | 'router'; load: () => Promise<PageModule> };
};

const privateMeta = (title: string): PageMeta => ({ title, description: HOME_META.description });

type Load = () => Promise<PageModule>;

/** A page the server renders after reading `render`, listed in the sitemap. */
const rendered = (
  path: string,
  meta: PageMeta,
  load: Load,
  render: RenderData = 'none',
): SitePage => ({
  path,
  meta,
  index: 'sitemap',
  render,
  module: { start: 'first-page', load },
});

/** A page React Router starts, drawn by the browser alone and kept out of search engines. */
const drawn = (path: string, meta: PageMeta, load: Load): SitePage => ({
  path,
  meta,
  index: 'no',
  module: { start: 'router', load },
});

/**
 * Every page of the site. The server's head tags and status (page-head.ts), sitemap.xml, the
 * server render (entry-server.tsx) and the browser's routes (routes.tsx, app-routes.tsx) read
 * it; an address none of these match is the not-found page. The first that matches wins.
 */
export const SITE_PAGES: SitePage[] = [
  rendered('/', HOME_META, () => import('./pages/home/HomePage'), 'catalogue'),
  rendered('/services', SERVICES_META, () => import('./pages/services/ServicesPage')),
  rendered(
    '/consultas',
    CONSULTATIONS_META,
    () => import('./pages/consultations/ConsultationsPage'),
    'consultationTypes',
  ),
  rendered(
    '/monotributo',
    MONOTRIBUTO_META,
    () => import('./pages/monotributo/MonotributoPage'),
    'monotributoTable',
  ),
  rendered(
    '/vencimientos',
    TAX_CALENDAR_META,
    () => import('./pages/tax-calendar/TaxCalendarPage'),
    'taxCalendar',
  ),
  rendered('/courses', COURSES_META, () => import('./pages/courses/CatalogPage'), [
    'catalogue',
    'bundles',
  ]),
  rendered(
    '/plan-contador',
    PLAN_CONTADOR_META,
    () => import('./pages/plan/PlanPage'),
    'planOffer',
  ),
  drawn(
    '/plan-contador/baja/:id/:token',
    PLAN_BAJA_META,
    () => import('./pages/consumer/ConfirmPlanBajaPage'),
  ),
  {
    path: '/courses/:id/:slug/preview/:moduleId',
    meta: 'preview',
    index: 'yes',
    render: 'course',
    module: { start: 'first-page', load: () => import('./pages/courses/preview/PreviewPage') },
  },
  {
    path: '/courses/:id/:slug',
    meta: 'course',
    index: 'yes',
    render: ['course', 'courseReviews'],
    module: { start: 'first-page', load: () => import('./pages/courses/CoursePage') },
  },
  {
    path: '/rutas/:id/:slug',
    meta: 'bundle',
    index: 'yes',
    render: 'bundle',
    module: { start: 'first-page', load: () => import('./pages/bundles/BundlePage') },
  },
  rendered('/terms-and-conditions', TERMS_META, () => import('./pages/legal/TermsPage')),
  rendered('/privacy-policy', PRIVACY_META, () => import('./pages/legal/PrivacyPage')),
  rendered(
    '/arrepentimiento',
    ARREPENTIMIENTO_META,
    () => import('./pages/consumer/ArrepentimientoPage'),
  ),
  drawn(
    '/arrepentimiento/confirmar/:id',
    ARREPENTIMIENTO_META,
    () => import('./pages/consumer/ConfirmArrepentimientoPage'),
  ),
  rendered('/baja', BAJA_META, () => import('./pages/consumer/BajaPage')),
  rendered('/baja/plan-contador', PLAN_BAJA_META, () => import('./pages/consumer/PlanBajaPage')),
  {
    // A person's certificate: anyone with the code checks it, search engines do not list it.
    path: '/certificados/:code',
    meta: CERTIFICATE_META,
    index: 'no',
    render: 'certificate',
    module: { start: 'first-page', load: () => import('./pages/certificates/CertificatePage') },
  },
  drawn('/baja/confirmar/:id/:token', BAJA_META, () => import('./pages/consumer/ConfirmBajaPage')),
  { path: '/auth/register', meta: REGISTER_META, index: 'yes' },
  { path: '/auth/login', meta: LOGIN_META, index: 'yes' },
  drawn(
    '/auth/login/reset-password',
    RESET_PASSWORD_META,
    () => import('./pages/auth/ForgotPasswordPage'),
  ),
  drawn(
    '/auth/login/reset-password/:id/:token',
    RESET_PASSWORD_META,
    () => import('./pages/auth/ResetPasswordPage'),
  ),
  ...['success', 'failure', 'pending'].map((result) =>
    drawn(
      `/payments/${result}`,
      PAYMENT_RESULT_META,
      () => import('./pages/payments/PaymentResultPage'),
    ),
  ),
  drawn(
    '/payments/sandbox/subscriptions/:preapprovalId',
    SANDBOX_SUBSCRIPTION_META,
    () => import('./pages/payments/SandboxPreapprovalPage'),
  ),
  drawn(
    '/payments/sandbox/:preferenceId',
    PAYMENT_RESULT_META,
    () => import('./pages/payments/SandboxCheckoutPage'),
  ),
  {
    // A lesson, rendered for the signed-in owner who asks for it (the page guards itself: without
    // a session the browser draws it and sends the visitor to the login).
    path: '/account/courses/:id/:slug',
    meta: privateMeta('Mi cuenta'),
    index: 'no',
    render: 'study',
    module: { start: 'first-page', load: () => import('./pages/learn/CoursePlayerPage') },
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

/** The pages the server renders for the signed-in person who asks for them, and for nobody else. */
export const personalPages = () => SITE_PAGES.filter((page) => page.render === 'study');

/** The routes of the pages with a module that starts as `start`, for React Router's table. */
export function pageRoutesStarting(start: 'first-page' | 'router') {
  return SITE_PAGES.flatMap(({ path, module }) =>
    module?.start === start ? [{ path: path.slice(1), load: module.load }] : [],
  );
}
