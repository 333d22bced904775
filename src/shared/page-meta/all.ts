import type { PageMeta } from '../page-meta';
import { LOGIN_META, REGISTER_META, RESET_PASSWORD_META } from './auth';
import { ARREPENTIMIENTO_META, BAJA_META } from './consumer';
import { COURSES_META } from './courses';
import { HOME_META } from './home';
import { PRIVACY_META, TERMS_META } from './legal';
import { NOT_FOUND_META } from './not-found';
import { PAYMENT_RESULT_META } from './payments';
import { SERVICES_META } from './services';

/**
 * Title and description of each page whose meta does not depend on data, for the server's heads
 * and the sitemap. A page's chunk imports its own entry from the file next to this one, so that
 * it does not carry every page's.
 */
export const PAGE_META = {
  home: HOME_META,
  services: SERVICES_META,
  courses: COURSES_META,
  terms: TERMS_META,
  privacy: PRIVACY_META,
  notFound: NOT_FOUND_META,
  login: LOGIN_META,
  register: REGISTER_META,
  resetPassword: RESET_PASSWORD_META,
  paymentResult: PAYMENT_RESULT_META,
  arrepentimiento: ARREPENTIMIENTO_META,
  baja: BAJA_META,
} satisfies Record<string, PageMeta>;

/** Public pages listed in the sitemap, with their meta. */
export const SITEMAP_PAGES: { path: string; meta: PageMeta }[] = [
  { path: '/', meta: PAGE_META.home },
  { path: '/services', meta: PAGE_META.services },
  { path: '/courses', meta: PAGE_META.courses },
  { path: '/terms-and-conditions', meta: PAGE_META.terms },
  { path: '/privacy-policy', meta: PAGE_META.privacy },
  { path: '/arrepentimiento', meta: PAGE_META.arrepentimiento },
  { path: '/baja', meta: PAGE_META.baja },
];
