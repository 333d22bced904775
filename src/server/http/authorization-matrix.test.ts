import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, registerPerson, verifiedPerson } from '../../../tests/support/accounts';
import { ARCA_TEST_ENV, startArcaFake } from '../../../tests/support/arca-fake';
import {
  argentineTime,
  consultationType,
  openEveryDay,
} from '../../../tests/support/consultations';
import { createCourse, PRIVATE_LESSON } from '../../../tests/support/courses';
import { buyWithSandbox, createOrder, orderFor } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { TEST_LESSON_SECONDS, watchAndTick } from '../../../tests/support/watching';
import { courseModules, courseUnits, invoices, videos } from '../db/schema';
import { issueVoucher } from '../modules/invoices/issue';
import { saveCaptions } from '../modules/videos/captions';
import { playbackToken, sessionHashOf } from '../modules/videos/playback-token';
import { insertVideo, markReady } from '../modules/videos/video-store';
import { hostedVideoReference } from '../../shared/video-source';

/**
 * Who may call what: every API route of the app, each as every kind of caller, against one
 * table. The table is checked against the app's own route list, so a new route that nobody
 * placed in it fails this test.
 */

const ROLES = ['anonymous', 'unverified', 'verified', 'owner', 'blocked', 'admin'] as const;
type Role = (typeof ROLES)[number];

/**
 * - public: anyone, signed in or not.
 * - session: any live session, verified or not.
 * - verified: a live session of a verified account.
 * - student: the course player, for who owns the course (and administrators, who see every
 *   course); anyone else is refused.
 * - purchase: a purchase's documents (and a certificate's PDF), for its buyer only; to anyone
 *   else it does not exist.
 * - admin: administrators only.
 * - reviewer: a course's own review, for its owners only; administrators own no course by role.
 * - signed: a hosted video's file at an address signed for the owner's session; any other
 *   session is refused without the database being asked, so a blocked one too.
 */
type Access =
  'public' | 'session' | 'verified' | 'student' | 'reviewer' | 'purchase' | 'admin' | 'signed';

/** What each caller gets: through (any answer but 401, 403 and 404) or that refusal. */
type Outcome = 'through' | 401 | 403 | 404;

const EXPECTED: Record<Access, Record<Role, Outcome>> = {
  public: {
    anonymous: 'through',
    unverified: 'through',
    verified: 'through',
    owner: 'through',
    blocked: 'through',
    admin: 'through',
  },
  session: {
    anonymous: 401,
    unverified: 'through',
    verified: 'through',
    owner: 'through',
    blocked: 401,
    admin: 'through',
  },
  verified: {
    anonymous: 401,
    unverified: 403,
    verified: 'through',
    owner: 'through',
    blocked: 401,
    admin: 'through',
  },
  student: {
    anonymous: 401,
    unverified: 403,
    verified: 403,
    owner: 'through',
    blocked: 401,
    admin: 'through',
  },
  reviewer: {
    anonymous: 401,
    unverified: 403,
    verified: 403,
    owner: 'through',
    blocked: 401,
    admin: 403,
  },
  purchase: {
    anonymous: 401,
    unverified: 404,
    verified: 404,
    owner: 'through',
    blocked: 401,
    admin: 404,
  },
  admin: {
    anonymous: 401,
    unverified: 403,
    verified: 403,
    owner: 403,
    blocked: 401,
    admin: 'through',
  },
  signed: {
    anonymous: 401,
    unverified: 403,
    verified: 403,
    owner: 'through',
    blocked: 403,
    admin: 403,
  },
};

type Ids = {
  courseId: number;
  slug: string;
  /** A unit of the course with an evaluation. */
  quizUnitId: number;
  /** The first lesson (module) of that unit. */
  moduleId: number;
  /** A free preview lesson playing a hosted video, and one playing a lesson file. */
  previewModuleId: number;
  previewFileModuleId: number;
  purchaseId: string;
  userId: string;
  preferenceId: string;
  certificateCode: string;
  /**
   * A hosted video, marked ready without a transcode (the queue does not run here): the first
   * lesson plays it, and its master playlist is the one file it has; it has subtitles in Spanish.
   */
  videoId: string;
  /** The token of the video's addresses for the owner's session. */
  ownerVideoToken: string;
  /** A hosted video a transcode holds: its deletion is refused (409), so it stays for everyone. */
  heldVideoId: string;
  /** A free consultation type, with hours every day. */
  consultationTypeId: number;
  /** The owner's confirmed consultation. */
  bookingId: string;
  /** The token of the firm's calendar feed (renewed only by the last calls). */
  feedToken: string;
};

type RouteCase = {
  access: Access;
  /** The concrete address to call, from the route's pattern. */
  url: (ids: Ids) => string;
  /** A body that passes validation, so that what answers is the access rule, not the schema. */
  body?: (ids: Ids) => unknown;
};

/** Every API route, by `METHOD pattern` as the app lists it. */
const TABLE: Record<string, RouteCase> = {
  'GET /api/health': { access: 'public', url: () => '/api/health' },
  'GET /api/health/live': { access: 'public', url: () => '/api/health/live' },
  'GET /api/health/ready': { access: 'public', url: () => '/api/health/ready' },
  'GET /api/site': { access: 'public', url: () => '/api/site' },
  'GET /api/courses': { access: 'public', url: () => '/api/courses' },
  'GET /api/courses/:id/:slug': {
    access: 'public',
    url: ({ courseId, slug }) => `/api/courses/${courseId}/${slug}`,
  },
  'GET /api/courses/:id/:slug/reviews': {
    access: 'public',
    url: ({ courseId, slug }) => `/api/courses/${courseId}/${slug}/reviews`,
  },
  'POST /api/courses/:id/:slug/preview/:moduleId/playback': {
    access: 'public',
    url: ({ courseId, slug, previewModuleId }) =>
      `/api/courses/${courseId}/${slug}/preview/${previewModuleId}/playback`,
  },
  'GET /api/courses/:id/:slug/preview/:moduleId/file': {
    access: 'public',
    url: ({ courseId, slug, previewFileModuleId }) =>
      `/api/courses/${courseId}/${slug}/preview/${previewFileModuleId}/file`,
  },
  'GET /api/bundles': { access: 'public', url: () => '/api/bundles' },
  // A malformed id is a 400 past the access rule (a well-formed unknown one would be 404).
  'GET /api/bundles/:id/:slug': { access: 'public', url: () => '/api/bundles/x/ruta' },
  'POST /api/courses/:id/views': {
    access: 'public',
    url: ({ courseId }) => `/api/courses/${courseId}/views`,
  },
  'GET /api/consultations/types': { access: 'public', url: () => '/api/consultations/types' },
  // The days are checked before the type is looked up: a 400 that passed the access rule.
  'GET /api/consultations/slots': {
    access: 'public',
    url: () => '/api/consultations/slots?typeId=1&from=2026-12-02&to=2026-12-01',
  },
  'GET /api/tools/monotributo': { access: 'public', url: () => '/api/tools/monotributo' },
  'POST /api/tools/monotributo': {
    access: 'public',
    url: () => '/api/tools/monotributo',
    body: () => ({ income: 1000, activity: 'servicios' }),
  },
  'GET /api/tax-calendar/obligations': {
    access: 'public',
    url: () => '/api/tax-calendar/obligations',
  },
  'GET /api/tax-calendar': { access: 'public', url: () => '/api/tax-calendar?digit=3' },
  'GET /api/tax-calendar/feed.ics': {
    access: 'public',
    url: () => '/api/tax-calendar/feed.ics?digit=3',
  },
  'POST /api/tax-calendar/subscriptions': {
    access: 'public',
    url: () => '/api/tax-calendar/subscriptions',
    body: () => ({}),
  },
  'GET /api/geo/countries': { access: 'public', url: () => '/api/geo/countries' },
  'GET /api/geo/countries/:code/regions': {
    access: 'public',
    url: () => '/api/geo/countries/AR/regions',
  },
  'POST /api/contact': { access: 'public', url: () => '/api/contact', body: () => ({}) },
  'POST /api/auth/register': {
    access: 'public',
    url: () => '/api/auth/register',
    body: () => ({}),
  },
  'POST /api/auth/login': { access: 'public', url: () => '/api/auth/login', body: () => ({}) },
  'POST /api/auth/forgot-password': {
    access: 'public',
    url: () => '/api/auth/forgot-password',
    body: () => ({}),
  },
  'GET /api/auth/reset-password/:id/:token': {
    access: 'public',
    url: ({ userId }) => `/api/auth/reset-password/${userId}/not-a-real-token-000000000000`,
  },
  'POST /api/auth/reset-password/:id/:token': {
    access: 'public',
    url: ({ userId }) => `/api/auth/reset-password/${userId}/not-a-real-token-000000000000`,
    body: () => ({}),
  },
  'GET /api/auth/verify/token': { access: 'public', url: () => '/api/auth/verify/token' },
  'POST /api/auth/logout': { access: 'public', url: () => '/api/auth/logout' },
  'POST /api/auth/verify/account': {
    access: 'session',
    url: () => '/api/auth/verify/account',
    body: () => ({ otp: '000000' }),
  },
  'POST /api/auth/resendOtp': { access: 'session', url: () => '/api/auth/resendOtp' },
  'POST /api/auth/verify/email': {
    access: 'session',
    url: () => '/api/auth/verify/email',
    body: () => ({ otp: '000000' }),
  },
  'GET /api/user': { access: 'session', url: () => '/api/user' },
  'PUT /api/user/update/profile': {
    access: 'session',
    url: () => '/api/user/update/profile',
    body: () => ({}),
  },
  'PUT /api/user/update/email': {
    access: 'session',
    url: () => '/api/user/update/email',
    body: () => ({}),
  },
  'PUT /api/user/update/password': {
    access: 'session',
    url: () => '/api/user/update/password',
    body: () => ({}),
  },
  'DELETE /api/user/delete': { access: 'session', url: () => '/api/user/delete', body: () => ({}) },
  'GET /api/user/tax-reminders': { access: 'verified', url: () => '/api/user/tax-reminders' },
  'PUT /api/user/tax-reminders': {
    access: 'verified',
    url: () => '/api/user/tax-reminders',
    body: () => ({ digit: 3, obligations: ['iva'], daysBefore: 3 }),
  },
  'DELETE /api/user/tax-reminders': { access: 'verified', url: () => '/api/user/tax-reminders' },
  'GET /api/user/courses': { access: 'session', url: () => '/api/user/courses' },
  'GET /api/user/courses/:id/:slug': {
    access: 'student',
    url: ({ courseId, slug }) => `/api/user/courses/${courseId}/${slug}`,
  },
  'GET /api/learning/files/*': {
    access: 'student',
    url: () => `/api/learning/files/${PRIVATE_LESSON}`,
  },
  'PUT /api/user/courses/:id/:slug/update/progress': {
    access: 'student',
    url: ({ courseId, slug }) => `/api/user/courses/${courseId}/${slug}/update/progress`,
    body: () => ({ unitId: 1, moduleId: 1 }),
  },
  'PUT /api/user/courses/:id/:slug/position': {
    access: 'student',
    url: ({ courseId, slug }) => `/api/user/courses/${courseId}/${slug}/position`,
    body: () => ({ moduleId: 1, seconds: 0 }),
  },
  'POST /api/user/courses/:id/:slug/position': {
    access: 'student',
    url: ({ courseId, slug }) => `/api/user/courses/${courseId}/${slug}/position`,
    body: () => ({ moduleId: 1, seconds: 0 }),
  },
  'GET /api/user/courses/:id/:slug/quizzes/:unitId': {
    access: 'student',
    url: ({ courseId, slug, quizUnitId }) =>
      `/api/user/courses/${courseId}/${slug}/quizzes/${quizUnitId}`,
  },
  'POST /api/user/courses/:id/:slug/quizzes/:unitId': {
    access: 'student',
    url: ({ courseId, slug, quizUnitId }) =>
      `/api/user/courses/${courseId}/${slug}/quizzes/${quizUnitId}`,
    body: () => ({ answers: [] }),
  },
  'GET /api/user/courses/:id/:slug/modules/:moduleId/questions': {
    access: 'student',
    url: ({ courseId, slug, moduleId }) =>
      `/api/user/courses/${courseId}/${slug}/modules/${moduleId}/questions`,
  },
  'POST /api/user/courses/:id/:slug/modules/:moduleId/questions': {
    access: 'student',
    url: ({ courseId, slug, moduleId }) =>
      `/api/user/courses/${courseId}/${slug}/modules/${moduleId}/questions`,
    body: () => ({ text: '¿Qué factura emite un monotributista?' }),
  },
  'GET /api/user/courses/:id/:slug/review': {
    access: 'reviewer',
    url: ({ courseId, slug }) => `/api/user/courses/${courseId}/${slug}/review`,
  },
  'POST /api/user/courses/:id/:slug/review': {
    access: 'reviewer',
    url: ({ courseId, slug }) => `/api/user/courses/${courseId}/${slug}/review`,
    // A valid review: the refusals come from who is asking, not from the body.
    body: () => ({ rating: 5, text: 'Un curso muy claro y práctico, lo recomiendo.' }),
  },
  'GET /api/user/courses/:id/:slug/modules/:moduleId/transcript': {
    access: 'student',
    url: ({ courseId, slug, moduleId }) =>
      `/api/user/courses/${courseId}/${slug}/modules/${moduleId}/transcript`,
  },
  'GET /api/user/courses/:id/:slug/search': {
    access: 'student',
    url: ({ courseId, slug }) => `/api/user/courses/${courseId}/${slug}/search?q=monotributo`,
  },
  'GET /api/user/purchases': { access: 'session', url: () => '/api/user/purchases' },
  'GET /api/user/seats': { access: 'session', url: () => '/api/user/seats' },
  // A malformed id is a 400 past the access rule (someone else's purchase would be 404).
  'POST /api/user/seats/:purchaseId/assign': {
    access: 'session',
    url: () => '/api/user/seats/not-an-id/assign',
    body: () => ({ email: 'licencia@example.com' }),
  },
  'DELETE /api/user/seats/:purchaseId/:seatId': {
    access: 'session',
    url: () => '/api/user/seats/not-an-id/not-an-id',
  },
  'GET /api/user/purchases/:id/invoice.pdf': {
    access: 'purchase',
    url: ({ purchaseId }) => `/api/user/purchases/${purchaseId}/invoice.pdf`,
  },
  'GET /api/user/purchases/:id/credit-note.pdf': {
    access: 'purchase',
    url: ({ purchaseId }) => `/api/user/purchases/${purchaseId}/credit-note.pdf`,
  },
  'POST /api/payments/create-order': {
    access: 'verified',
    url: () => '/api/payments/create-order',
    body: ({ courseId }) => orderFor(courseId),
  },
  'POST /api/consultations/bookings': {
    access: 'verified',
    url: () => '/api/consultations/bookings',
    body: ({ consultationTypeId }) => ({
      typeId: consultationTypeId,
      start: '2030-03-05T10:00:00-03:00',
      phone: '1143215678',
      topic: 'Una consulta sobre el monotributo.',
    }),
  },
  // The firm's calendar feed: no session, the real token in the address is the key, so it
  // answers 200 to anyone who has it (a wrong one is 404 to everyone, see agenda.test.ts).
  'GET /api/consultations/agenda/:token.ics': {
    access: 'public',
    url: ({ feedToken }) => `/api/consultations/agenda/${feedToken}.ics`,
  },
  'GET /api/consultations/bookings': {
    access: 'session',
    url: () => '/api/consultations/bookings',
  },
  'POST /api/consultations/bookings/:id/reschedule': {
    access: 'purchase',
    url: ({ bookingId }) => `/api/consultations/bookings/${bookingId}/reschedule`,
    body: () => ({ start: '2030-03-06T11:00:00-03:00' }),
  },
  'POST /api/consultations/bookings/:id/cancel': {
    access: 'purchase',
    url: ({ bookingId }) => `/api/consultations/bookings/${bookingId}/cancel`,
  },
  'POST /api/payments/quote': {
    access: 'verified',
    url: () => '/api/payments/quote',
    body: ({ courseId }) => ({ courseId }),
  },
  'GET /api/payments/result': {
    access: 'public',
    url: ({ purchaseId }) => `/api/payments/result?external_reference=${purchaseId}`,
  },
  'GET /api/payments/sandbox/:preferenceId': {
    access: 'public',
    url: ({ preferenceId }) => `/api/payments/sandbox/${preferenceId}`,
  },
  'POST /api/payments/sandbox/:preferenceId/pay': {
    access: 'public',
    url: ({ preferenceId }) => `/api/payments/sandbox/${preferenceId}/pay`,
    body: () => ({ outcome: 'pending' }),
  },
  // A malformed preapproval is a 400 past the access rule: the sandbox's pages are public.
  'GET /api/payments/sandbox/subscriptions/:preapprovalId': {
    access: 'public',
    url: () => '/api/payments/sandbox/subscriptions/x',
  },
  'POST /api/payments/sandbox/subscriptions/:preapprovalId/authorize': {
    access: 'public',
    url: () => '/api/payments/sandbox/subscriptions/x/authorize',
    body: () => ({ outcome: 'rejected' }),
  },
  'POST /api/payments/sandbox/subscriptions/:preapprovalId/charge': {
    access: 'public',
    url: () => '/api/payments/sandbox/subscriptions/x/charge',
    body: () => ({ outcome: 'rejected' }),
  },
  'GET /api/subscriptions/plan': { access: 'public', url: () => '/api/subscriptions/plan' },
  'POST /api/subscriptions': {
    access: 'verified',
    url: () => '/api/subscriptions',
    body: ({ courseId }) => orderFor(courseId),
  },
  'GET /api/user/subscription': { access: 'session', url: () => '/api/user/subscription' },
  'POST /api/user/subscription/cancel': {
    access: 'session',
    url: () => '/api/user/subscription/cancel',
  },
  'POST /api/subscriptions/baja': {
    access: 'public',
    url: () => '/api/subscriptions/baja',
    body: () => ({}),
  },
  'POST /api/subscriptions/baja/:id/confirm': {
    access: 'public',
    url: () => '/api/subscriptions/baja/00000000-0000-4000-8000-000000000000/confirm',
    body: () => ({}),
  },
  'GET /api/admin/settings/subscription': {
    access: 'admin',
    url: () => '/api/admin/settings/subscription',
  },
  'PUT /api/admin/settings/subscription': {
    access: 'admin',
    url: () => '/api/admin/settings/subscription',
    body: () => ({}),
  },
  'GET /api/admin/subscriptions': { access: 'admin', url: () => '/api/admin/subscriptions' },
  'POST /api/payments/webhook': {
    access: 'public',
    url: () => '/api/payments/webhook',
    body: () => ({}),
  },
  'POST /api/consumer/arrepentimiento': {
    access: 'public',
    url: () => '/api/consumer/arrepentimiento',
    body: () => ({}),
  },
  'POST /api/consumer/arrepentimiento/:id/purchases': {
    access: 'public',
    url: () => '/api/consumer/arrepentimiento/00000000-0000-4000-8000-000000000000/purchases',
    body: () => ({}),
  },
  'POST /api/consumer/arrepentimiento/:id/confirm': {
    access: 'public',
    url: () => '/api/consumer/arrepentimiento/00000000-0000-4000-8000-000000000000/confirm',
    body: () => ({}),
  },
  'GET /api/user/arrepentimiento': { access: 'session', url: () => '/api/user/arrepentimiento' },
  'POST /api/user/purchases/:id/arrepentimiento': {
    access: 'purchase',
    url: ({ purchaseId }) => `/api/user/purchases/${purchaseId}/arrepentimiento`,
    body: () => ({}),
  },
  'POST /api/consumer/baja': {
    access: 'public',
    url: () => '/api/consumer/baja',
    body: () => ({}),
  },
  'POST /api/consumer/baja/:id/confirm': {
    access: 'public',
    url: () => '/api/consumer/baja/00000000-0000-4000-8000-000000000000/confirm',
    body: () => ({}),
  },
  'POST /api/admin': { access: 'admin', url: () => '/api/admin' },
  'GET /api/admin/stats': { access: 'admin', url: () => '/api/admin/stats' },
  'GET /api/admin/settings/payments': {
    access: 'admin',
    url: () => '/api/admin/settings/payments',
  },
  'PUT /api/admin/settings/payments': {
    access: 'admin',
    url: () => '/api/admin/settings/payments',
    body: () => ({ maxInstallments: 1, interestFree: false }),
  },
  'GET /api/admin/stats/checkouts': { access: 'admin', url: () => '/api/admin/stats/checkouts' },
  'GET /api/admin/users': { access: 'admin', url: () => '/api/admin/users' },
  'PUT /api/admin/user/update/:userId': {
    access: 'admin',
    url: ({ userId }) => `/api/admin/user/update/${userId}`,
    body: () => ({}),
  },
  'POST /api/admin/users/:userId/block': {
    access: 'admin',
    url: ({ userId }) => `/api/admin/users/${userId}/block`,
    body: () => ({}),
  },
  'GET /api/admin/purchases': { access: 'admin', url: () => '/api/admin/purchases' },
  'GET /api/admin/coupons': { access: 'admin', url: () => '/api/admin/coupons' },
  'GET /api/admin/coupons/export.csv': {
    access: 'admin',
    url: () => '/api/admin/coupons/export.csv',
  },
  'POST /api/admin/coupons': { access: 'admin', url: () => '/api/admin/coupons', body: () => ({}) },
  'PUT /api/admin/coupons/:id': {
    access: 'admin',
    url: () => '/api/admin/coupons/1',
    body: () => ({}),
  },
  'GET /api/admin/consultation-types': {
    access: 'admin',
    url: () => '/api/admin/consultation-types',
  },
  'POST /api/admin/consultation-types': {
    access: 'admin',
    url: () => '/api/admin/consultation-types',
    body: () => ({}),
  },
  'PUT /api/admin/consultation-types/:id': {
    access: 'admin',
    url: () => '/api/admin/consultation-types/1',
    body: () => ({}),
  },
  'GET /api/admin/consultations/availability': {
    access: 'admin',
    url: () => '/api/admin/consultations/availability',
  },
  'PUT /api/admin/consultations/availability': {
    access: 'admin',
    url: () => '/api/admin/consultations/availability',
    body: () => ({ weekly: {} }),
  },
  'GET /api/admin/consultations/bookings': {
    access: 'admin',
    url: () => '/api/admin/consultations/bookings',
  },
  'PUT /api/admin/consultations/bookings/:id': {
    access: 'admin',
    url: ({ bookingId }) => `/api/admin/consultations/bookings/${bookingId}`,
    body: () => ({ firmNotes: 'Llamar antes.' }),
  },
  'GET /api/admin/consultations/bookings/:id/free-times': {
    access: 'admin',
    url: ({ bookingId }) =>
      `/api/admin/consultations/bookings/${bookingId}/free-times?from=2030-03-06&to=2030-03-06`,
  },
  // A time past the horizon: a 409 that passed the access rule, the booking left where it is.
  'POST /api/admin/consultations/bookings/:id/reschedule': {
    access: 'admin',
    url: ({ bookingId }) => `/api/admin/consultations/bookings/${bookingId}/reschedule`,
    body: () => ({ start: '2030-03-06T11:00:00-03:00' }),
  },
  'GET /api/admin/consultations/feed': {
    access: 'admin',
    url: () => '/api/admin/consultations/feed',
  },
  // Runs last (see LAST): the feed's address above is called before it is renewed away.
  'POST /api/admin/consultations/feed/renew': {
    access: 'admin',
    url: () => '/api/admin/consultations/feed/renew',
  },
  'GET /api/admin/monotributo/categories': {
    access: 'admin',
    url: () => '/api/admin/monotributo/categories',
  },
  'PUT /api/admin/monotributo/categories': {
    access: 'admin',
    url: () => '/api/admin/monotributo/categories',
    body: () => ({}),
  },
  'GET /api/admin/bundles': { access: 'admin', url: () => '/api/admin/bundles' },
  'POST /api/admin/bundles': { access: 'admin', url: () => '/api/admin/bundles', body: () => ({}) },
  'PUT /api/admin/bundles/:id': {
    access: 'admin',
    url: () => '/api/admin/bundles/1',
    body: () => ({}),
  },
  'GET /api/admin/team': { access: 'admin', url: () => '/api/admin/team' },
  'POST /api/admin/team': { access: 'admin', url: () => '/api/admin/team', body: () => ({}) },
  'PUT /api/admin/team/:id': {
    access: 'admin',
    url: () => '/api/admin/team/1',
    body: () => ({}),
  },
  'GET /api/admin/tax-calendar': { access: 'admin', url: () => '/api/admin/tax-calendar' },
  'POST /api/admin/tax-calendar/import': {
    access: 'admin',
    url: () => '/api/admin/tax-calendar/import',
    body: () => ({}),
  },
  'PUT /api/admin/tax-calendar/:id': {
    access: 'admin',
    url: () => '/api/admin/tax-calendar/00000000-0000-4000-8000-000000000000',
    body: () => ({}),
  },
  // A malformed id is a 400 past the access rule (a well-formed unknown one would be 404).
  'DELETE /api/admin/tax-calendar/:id': {
    access: 'admin',
    url: () => '/api/admin/tax-calendar/not-an-id',
  },
  'POST /api/admin/tax-calendar/years/:year/confirm': {
    access: 'admin',
    url: () => '/api/admin/tax-calendar/years/2099/confirm',
  },
  'POST /api/admin/tax-calendar/obligations': {
    access: 'admin',
    url: () => '/api/admin/tax-calendar/obligations',
    body: () => ({}),
  },
  'GET /api/admin/purchases/export.csv': {
    access: 'admin',
    url: () => '/api/admin/purchases/export.csv',
  },
  'GET /api/admin/purchases/:id/:kind': {
    access: 'admin',
    url: ({ purchaseId }) => `/api/admin/purchases/${purchaseId}/invoice.pdf`,
  },
  'POST /api/admin/purchases/:id/refund': {
    access: 'admin',
    url: ({ purchaseId }) => `/api/admin/purchases/${purchaseId}/refund`,
    body: () => ({}),
  },
  'POST /api/admin/purchases/:id/refund-seats': {
    access: 'admin',
    url: ({ purchaseId }) => `/api/admin/purchases/${purchaseId}/refund-seats`,
    body: () => ({}),
  },
  'GET /api/admin/courses': { access: 'admin', url: () => '/api/admin/courses' },
  'GET /api/admin/courses/:id/:slug': {
    access: 'admin',
    url: ({ courseId, slug }) => `/api/admin/courses/${courseId}/${slug}`,
  },
  'GET /api/admin/courses/:id/quiz-stats': {
    access: 'admin',
    url: ({ courseId }) => `/api/admin/courses/${courseId}/quiz-stats`,
  },
  'POST /api/admin/courses/create': {
    access: 'admin',
    url: () => '/api/admin/courses/create',
    body: () => ({}),
  },
  'PUT /api/admin/courses/:id/:slug': {
    access: 'admin',
    url: ({ courseId, slug }) => `/api/admin/courses/${courseId}/${slug}`,
    body: () => ({}),
  },
  'POST /api/admin/materials/files': {
    access: 'admin',
    url: () => '/api/admin/materials/files?name=planilla.xlsx',
    body: () => ({}),
  },
  'POST /api/admin/videos': {
    access: 'admin',
    url: () => '/api/admin/videos?name=clase.mp4',
    body: () => ({}),
  },
  'GET /api/admin/videos': { access: 'admin', url: () => '/api/admin/videos' },
  'GET /api/admin/videos/:id': {
    access: 'admin',
    url: ({ videoId }) => `/api/admin/videos/${videoId}`,
  },
  // The resumable upload (tus): without the protocol's headers an administrator gets a 412.
  'POST /api/admin/videos/uploads': {
    access: 'admin',
    url: () => '/api/admin/videos/uploads',
    body: () => ({}),
  },
  'PATCH /api/admin/videos/uploads/:uploadId': {
    access: 'admin',
    url: ({ videoId }) => `/api/admin/videos/uploads/${videoId}`,
    body: () => ({}),
  },
  'DELETE /api/admin/videos/uploads/:uploadId': {
    access: 'admin',
    url: ({ videoId }) => `/api/admin/videos/uploads/${videoId}`,
  },
  'POST /api/user/courses/:id/:slug/modules/:moduleId/playback': {
    access: 'student',
    url: ({ courseId, slug, moduleId }) =>
      `/api/user/courses/${courseId}/${slug}/modules/${moduleId}/playback`,
  },
  'GET /api/videos/:id/key': {
    access: 'student',
    url: ({ videoId }) => `/api/videos/${videoId}/key`,
  },
  'GET /api/videos/:id/t/:token/*': {
    access: 'signed',
    url: ({ videoId, ownerVideoToken }) =>
      `/api/videos/${videoId}/t/${ownerVideoToken}/master.m3u8`,
  },
  'POST /api/admin/videos/:id/captions': {
    access: 'admin',
    url: ({ videoId }) => `/api/admin/videos/${videoId}/captions?lang=es`,
    body: () => ({}),
  },
  'DELETE /api/admin/videos/:id/captions/:lang': {
    access: 'admin',
    url: ({ videoId }) => `/api/admin/videos/${videoId}/captions/en`,
  },
  'DELETE /api/admin/videos/:id': {
    access: 'admin',
    url: ({ heldVideoId }) => `/api/admin/videos/${heldVideoId}`,
  },
  'GET /api/admin/videos/:id/stats': {
    access: 'admin',
    url: ({ videoId }) => `/api/admin/videos/${videoId}/stats`,
  },
  'GET /api/admin/shared-accounts': { access: 'admin', url: () => '/api/admin/shared-accounts' },
  'GET /api/admin/invoices': { access: 'admin', url: () => '/api/admin/invoices' },
  'POST /api/admin/invoices/:id/retry': {
    access: 'admin',
    url: () => '/api/admin/invoices/00000000-0000-4000-8000-000000000000/retry',
  },
  'GET /api/certificates/:code': {
    access: 'public',
    url: ({ certificateCode }) => `/api/certificates/${certificateCode}`,
  },
  'POST /api/certificates/:code/holder': {
    access: 'public',
    url: ({ certificateCode }) => `/api/certificates/${certificateCode}/holder`,
    body: () => ({}),
  },
  'GET /api/user/certificates': { access: 'session', url: () => '/api/user/certificates' },
  'GET /api/user/certificates/:code/pdf': {
    access: 'purchase',
    url: ({ certificateCode }) => `/api/user/certificates/${certificateCode}/pdf`,
  },
  'GET /api/admin/certificates': { access: 'admin', url: () => '/api/admin/certificates' },
  'POST /api/admin/certificates/:code/revoke': {
    access: 'admin',
    url: ({ certificateCode }) => `/api/admin/certificates/${certificateCode}/revoke`,
    body: () => ({}),
  },
  'GET /api/admin/reports/revenue': {
    access: 'admin',
    url: () => '/api/admin/reports/revenue?by=course',
  },
  'GET /api/admin/reports/revenue.csv': {
    access: 'admin',
    url: () => '/api/admin/reports/revenue.csv?by=month',
  },
  'GET /api/admin/reports/funnel': {
    access: 'admin',
    url: () => '/api/admin/reports/funnel?days=30',
  },
  'GET /api/admin/reports/funnel.csv': {
    access: 'admin',
    url: () => '/api/admin/reports/funnel.csv?days=7',
  },
  'GET /api/admin/consumer-requests': {
    access: 'admin',
    url: () => '/api/admin/consumer-requests',
  },
  'POST /api/admin/consumer-requests/:id/decision': {
    access: 'admin',
    url: () => '/api/admin/consumer-requests/00000000-0000-4000-8000-000000000000/decision',
    body: () => ({}),
  },
  'GET /api/admin/messages': { access: 'admin', url: () => '/api/admin/messages' },
  'GET /api/admin/messages/unanswered': {
    access: 'admin',
    url: () => '/api/admin/messages/unanswered',
  },
  'POST /api/admin/messages/:id/answer': {
    access: 'admin',
    url: () => '/api/admin/messages/00000000-0000-4000-8000-000000000000/answer',
    body: () => ({}),
  },
  'POST /api/admin/messages/:id/archive': {
    access: 'admin',
    url: () => '/api/admin/messages/00000000-0000-4000-8000-000000000000/archive',
    body: () => ({}),
  },
  'GET /api/admin/questions': { access: 'admin', url: () => '/api/admin/questions' },
  'GET /api/admin/questions/unanswered': {
    access: 'admin',
    url: () => '/api/admin/questions/unanswered',
  },
  'POST /api/admin/questions/:id/answer': {
    access: 'admin',
    url: () => '/api/admin/questions/00000000-0000-4000-8000-000000000000/answer',
    body: () => ({}),
  },
  'POST /api/admin/questions/:id/hide': {
    access: 'admin',
    url: () => '/api/admin/questions/no-es-un-id/hide',
  },
  'POST /api/admin/questions/:id/unhide': {
    access: 'admin',
    url: () => '/api/admin/questions/no-es-un-id/unhide',
  },
  'GET /api/admin/reviews': { access: 'admin', url: () => '/api/admin/reviews' },
  'POST /api/admin/reviews/:id/hide': {
    access: 'admin',
    url: () => '/api/admin/reviews/999999/hide',
    body: () => ({}),
  },
  'POST /api/admin/reviews/:id/show': {
    access: 'admin',
    url: () => '/api/admin/reviews/no-es-un-id/show',
  },
  'PUT /api/admin/reviews/:id/reply': {
    access: 'admin',
    url: () => '/api/admin/reviews/999999/reply',
    body: () => ({}),
  },
  'DELETE /api/admin/reviews/:id/reply': {
    access: 'admin',
    url: () => '/api/admin/reviews/no-es-un-id/reply',
  },
  'GET /api/admin/announcements': { access: 'admin', url: () => '/api/admin/announcements' },
  'POST /api/admin/announcements': {
    access: 'admin',
    url: () => '/api/admin/announcements',
    body: () => ({}),
  },
  'POST /api/admin/announcements/preview': {
    access: 'admin',
    url: () => '/api/admin/announcements/preview',
    body: () => ({}),
  },
  'POST /api/admin/announcements/test': {
    access: 'admin',
    url: () => '/api/admin/announcements/test',
    body: () => ({}),
  },
  // The unsubscribe link of marketing mail: its token is the key, no session is needed.
  'GET /api/mail/unsubscribe': {
    access: 'public',
    url: () => `/api/mail/unsubscribe?token=${'x'.repeat(43)}`,
  },
  'POST /api/mail/unsubscribe': {
    access: 'public',
    url: () => `/api/mail/unsubscribe?token=${'x'.repeat(43)}`,
  },
  // The links of the reminders of due dates: the same, for their confirmation and unsubscribe.
  'GET /api/tax-calendar/subscriptions/confirm': {
    access: 'public',
    url: () => `/api/tax-calendar/subscriptions/confirm?token=${'x'.repeat(43)}`,
  },
  'POST /api/tax-calendar/subscriptions/confirm': {
    access: 'public',
    url: () => `/api/tax-calendar/subscriptions/confirm?token=${'x'.repeat(43)}`,
  },
  'GET /api/tax-calendar/unsubscribe': {
    access: 'public',
    url: () => `/api/tax-calendar/unsubscribe?token=${'x'.repeat(43)}`,
  },
  'POST /api/tax-calendar/unsubscribe': {
    access: 'public',
    url: () => `/api/tax-calendar/unsubscribe?token=${'x'.repeat(43)}`,
  },
};

/** Calls that end the caller's account or session run after all others, in this order. */
const LAST = [
  'POST /api/admin/consultations/feed/renew',
  'DELETE /api/user/delete',
  'POST /api/auth/logout',
];

/** Asks ARCA for every voucher the purchase still owes. */
async function issueVouchers(t: TestApp, purchaseId: string) {
  const owed = await t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.purchaseId, purchaseId), eq(invoices.status, 'pending')));
  for (const voucher of owed) await issueVoucher(t.app.ctx, t.app.ctx.arca!, voucher.id);
}

const outcomeOf = (status: number): Outcome =>
  status === 401 || status === 403 || status === 404 ? status : 'through';

describe('authorization: every API route as every kind of caller', () => {
  let t: TestApp;
  let arcaFake: ReturnType<typeof startArcaFake>;
  let ids: Ids;
  const cookies = {} as Record<Role, string | undefined>;

  beforeAll(async () => {
    arcaFake = startArcaFake();
    t = await createTestApp({ env: ARCA_TEST_ENV });
    const videoId = randomUUID();
    await insertVideo(t.db, {
      id: videoId,
      name: 'Clase 1.mp4',
      sourceKey: `videos/${videoId}/source.mp4`,
      sizeBytes: 1,
      encryptionKey: '00'.repeat(16),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await markReady(t.db, videoId, {
      durationSeconds: TEST_LESSON_SECONDS,
      renditions: ['360p'],
      at: new Date(),
    });
    await t.app.ctx.storage.savePrivate(
      `videos/${videoId}/hls/master.m3u8`,
      Buffer.from('#EXTM3U\n'),
    );
    await saveCaptions(
      t.app.ctx,
      { videoId, lang: 'es' },
      'WEBVTT\n\n00:00.000 --> 00:02.000\nEl monotributo, paso a paso.\n',
    );
    const previewVideoId = randomUUID();
    await insertVideo(t.db, {
      id: previewVideoId,
      name: 'Clase abierta.mp4',
      sourceKey: `videos/${previewVideoId}/source.mp4`,
      sizeBytes: 1,
      encryptionKey: '11'.repeat(16),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await markReady(t.db, previewVideoId, {
      durationSeconds: TEST_LESSON_SECONDS,
      renditions: ['360p'],
      at: new Date(),
    });
    const course = await createCourse(t, {
      title: 'Monotributo para profesionales',
      units: [
        {
          title: 'Unidad 1',
          modules: [{ title: 'Módulo 1', videoId: hostedVideoReference(videoId) }],
          quiz: {
            passingScore: 70,
            questions: [
              {
                text: '¿Qué factura emite un monotributista?',
                options: [
                  { text: 'C', correct: true },
                  { text: 'A', correct: false },
                ],
              },
            ],
          },
        },
        {
          title: 'Unidad 2',
          modules: [{ title: 'Módulo 2', videoId: `/api/learning/files/${PRIVATE_LESSON}` }],
        },
        {
          title: 'Clases abiertas',
          modules: [
            { title: 'Vista previa', videoId: hostedVideoReference(previewVideoId), preview: true },
            {
              title: 'Vista previa en archivo',
              videoId: `/api/learning/files/${PRIVATE_LESSON}`,
              preview: true,
            },
          ],
        },
      ],
    });
    const previewLessons = await t.db
      .select({ id: courseModules.id })
      .from(courseModules)
      .innerJoin(courseUnits, eq(courseModules.unitId, courseUnits.id))
      .where(and(eq(courseUnits.courseId, course.id), eq(courseModules.preview, true)))
      .orderBy(courseModules.position);
    const [quizUnit] = await t.db
      .select({ id: courseUnits.id })
      .from(courseUnits)
      .where(and(eq(courseUnits.courseId, course.id), eq(courseUnits.position, 0)));
    const [lesson] = await t.db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.unitId, quizUnit!.id));
    const refunded = await createCourse(t, { title: 'Sueldos y cargas sociales' });
    const admin = await adminPerson(t);

    // The owner keeps the first course; the second was bought, invoiced, refunded and credited,
    // so that both of its documents exist.
    const owner = await verifiedPerson(t);
    await buyWithSandbox(t, owner.cookie, course.id, 'approved');
    const { purchaseId } = await buyWithSandbox(t, owner.cookie, refunded.id, 'approved');
    await issueVouchers(t, purchaseId!);
    const refund = await call(t, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      cookie: admin.cookie,
      body: { reason: 'Pidió la devolución por teléfono.' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await issueVouchers(t, purchaseId!);

    // The owner finishes the first course (its modules and its evaluation) and gives the DNI:
    // a certificate to download.
    const quiz = await call(
      t,
      'GET',
      `/api/user/courses/${course.id}/${course.slug}/quizzes/${quizUnit!.id}`,
      { cookie: owner.cookie },
    );
    const [question] = quiz.json().quiz.questions as {
      id: number;
      options: { id: number; text: string }[];
    }[];
    // The options come in a new order each time: the right one by its text.
    const right = question!.options.find((option) => option.text === 'C')!;
    const passed = await call(
      t,
      'POST',
      `/api/user/courses/${course.id}/${course.slug}/quizzes/${quizUnit!.id}`,
      {
        cookie: owner.cookie,
        body: { answers: [{ questionId: question!.id, optionIds: [right.id] }] },
      },
    );
    expect(passed.json().passed, passed.body).toBe(true);
    const outline = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: owner.cookie,
    });
    for (const unit of outline.json().course.units as { id: number; modules: { id: number }[] }[]) {
      for (const module of unit.modules) {
        await watchAndTick(t, owner.cookie, course.id, { unitId: unit.id, moduleId: module.id });
      }
    }
    const { name, lastname, username } = owner.person;
    await call(t, 'PUT', '/api/user/update/profile', {
      cookie: owner.cookie,
      body: { name, lastname, username, document: '30123456' },
    });
    const [certificate] = (
      await call(t, 'GET', '/api/user/certificates', { cookie: owner.cookie })
    ).json().certificates;
    expect(certificate).toBeDefined();

    const verified = await verifiedPerson(t);
    const pending = await createOrder(t, verified.cookie, course.id);
    expect(pending.statusCode, pending.body).toBe(200);
    const blocked = await verifiedPerson(t);
    const block = await call(t, 'POST', `/api/admin/users/${blocked.user.id}/block`, {
      cookie: admin.cookie,
      body: { blocked: true, reason: 'Pagos desconocidos por el titular de la tarjeta.' },
    });
    expect(block.statusCode, block.body).toBe(200);

    const heldVideoId = randomUUID();
    await insertVideo(t.db, {
      id: heldVideoId,
      name: 'Clase 2.mp4',
      sourceKey: `videos/${heldVideoId}/source.mp4`,
      sizeBytes: 1,
      encryptionKey: '00'.repeat(16),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await t.db
      .update(videos)
      .set({ heldUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(videos.id, heldVideoId));

    await openEveryDay(t);
    const consultation = await consultationType(t, { price: 0 });
    const booked = await call(t, 'POST', '/api/consultations/bookings', {
      cookie: owner.cookie,
      body: {
        typeId: consultation.id,
        start: argentineTime(t, 3, 10),
        phone: '1143215678',
        topic: 'Una consulta sobre el monotributo.',
      },
    });
    const feed = await call(t, 'GET', '/api/admin/consultations/feed', { cookie: admin.cookie });
    const feedToken = /\/agenda\/([\w-]+)\.ics$/.exec(feed.json().url)?.[1];

    Object.assign(cookies, {
      anonymous: undefined,
      unverified: (await registerPerson(t)).cookie,
      verified: verified.cookie,
      owner: owner.cookie,
      blocked: blocked.cookie,
      admin: admin.cookie,
    });
    ids = {
      courseId: course.id,
      slug: course.slug,
      quizUnitId: quizUnit!.id,
      moduleId: lesson!.id,
      previewModuleId: previewLessons[0]!.id,
      previewFileModuleId: previewLessons[1]!.id,
      purchaseId: purchaseId!,
      userId: verified.user.id,
      preferenceId: String(pending.json().init_point).split('/').pop()!,
      certificateCode: certificate.code,
      videoId,
      ownerVideoToken: playbackToken(
        sessionHashOf(owner.cookie.replace(/^token=/, '')),
        videoId,
        new Date(Date.now() + 5 * 60_000),
      ),
      heldVideoId,
      consultationTypeId: consultation.id,
      bookingId: booked.json().bookingId,
      feedToken: feedToken!,
    };
  });
  afterAll(async () => {
    await t.close();
    arcaFake.close();
  });

  it('places every API route of the app in the table, and nothing else', () => {
    const listed = t.app.routeTable
      .filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(listed)).toEqual(new Set(Object.keys(TABLE)));
  });

  it('answers each caller as the table says', async () => {
    const keys = [...Object.keys(TABLE).filter((key) => !LAST.includes(key)), ...LAST];
    const wrong: string[] = [];
    for (const key of keys) {
      const route = TABLE[key]!;
      const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      for (const role of ROLES) {
        const response = await call(t, method, route.url(ids), {
          cookie: cookies[role],
          body: route.body?.(ids),
          // One address per caller: the public routes' rate limits stay out of the way.
          ip: `10.77.${ROLES.indexOf(role)}.${keys.indexOf(key) % 250}`,
        });
        const expected = EXPECTED[route.access][role];
        const got = outcomeOf(response.statusCode);
        if (response.statusCode >= 500 || got !== expected) {
          wrong.push(`${key} as ${role}: expected ${expected}, got ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
