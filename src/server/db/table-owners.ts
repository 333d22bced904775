import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/*
 * Who writes each table (docs/decisions/0036-module-boundaries.md). A table is written
 * (insert, update, delete) only by its owner, a module of src/server/modules or a folder of
 * src/server; any module may read it. `npm run lint` checks every write in src/server against
 * this file, and a table added to schema.ts without an owner here fails the typecheck.
 */

type Schema = typeof schema;
export type TableName = {
  [K in keyof Schema]: Schema[K] extends PgTable ? K : never;
}[keyof Schema];

export const TABLE_OWNERS: Record<TableName, string> = {
  users: 'auth',
  sessions: 'auth',
  knownSignIns: 'auth',
  oneTimeCodes: 'auth',
  passwordResetTokens: 'auth',
  courses: 'courses',
  teamMembers: 'team',
  courseUnits: 'courses',
  courseModules: 'courses',
  courseMaterials: 'courses',
  courseReviews: 'reviews',
  courseReviewSubmissions: 'reviews',
  courseLearningPoints: 'courses',
  unitQuizzes: 'courses',
  quizQuestions: 'courses',
  quizOptions: 'courses',
  unitReleaseNotices: 'learning',
  bundles: 'bundles',
  bundleCourses: 'bundles',
  enrollments: 'enrollments',
  moduleProgress: 'learning',
  modulePositions: 'learning',
  materialDownloads: 'learning',
  quizAttempts: 'learning',
  certificates: 'certificates',
  coupons: 'coupons',
  purchases: 'payments',
  purchaseEvents: 'payments',
  purchaseGrants: 'payments',
  seatRefunds: 'payments',
  purchaseSeats: 'seats',
  duplicatePayments: 'payments',
  sandboxPayments: 'payments',
  checkoutReminders: 'payments',
  paymentSettings: 'payments',
  planSettings: 'subscriptions',
  planSubscriptions: 'subscriptions',
  sandboxPreapprovals: 'payments',
  sandboxAuthorizedPayments: 'payments',
  // Kept by a trigger on purchases (migration 0023): written with every purchase.
  salesByDay: 'payments',
  invoices: 'invoices',
  arcaTickets: 'invoices',
  consumerRequests: 'consumer',
  consumerMailQuota: 'consumer',
  contactMessages: 'contact',
  contactAnswers: 'contact',
  lessonQuestions: 'questions',
  announcements: 'announcements',
  announcementRecipients: 'announcements',
  mailOptOuts: 'unsubscribe',
  unsubscribeLinks: 'unsubscribe',
  courseViews: 'reports',
  courseViewSalts: 'reports',
  mailOutbox: 'mail',
  videos: 'videos',
  videoCaptions: 'videos',
  playbackDevices: 'videos',
  playbackNetworks: 'videos',
  consultationTypes: 'consultations',
  consultationAvailability: 'consultations',
  consultationBookings: 'consultations',
  monotributoTables: 'monotributo',
  monotributoCategories: 'monotributo',
  taxObligations: 'tax-calendar',
  taxDueDates: 'tax-calendar',
  taxCalendarYears: 'tax-calendar',
  taxReminderSubscriptions: 'tax-calendar',
  taxReminderRequests: 'tax-calendar',
  taxReminderLinks: 'tax-calendar',
  taxRemindersSent: 'tax-calendar',
};

/**
 * Writers other than the owner that the check lets through, each with its reason: the first
 * start's accounts and demo content, and writes still to move behind their owner's functions.
 * The check fails when one of these no longer writes the table, so the list only shrinks.
 */
export const OTHER_WRITERS: Partial<Record<TableName, Record<string, string>>> = {
  users: {
    seed: 'the first administrator, the demo student and the demo reviewers, at start',
    account: "to move behind auth/user-store.ts: a person's own profile edits and deletion",
    admin: "to move behind auth/user-store.ts: the panel's edit and block of an account",
  },
  purchases: { seed: "the demo student's sandbox purchase" },
  purchaseEvents: { seed: "the demo student's sandbox purchase" },
  courseMaterials: { seed: "the demo courses' material files, made at seed time" },
  courseReviews: { seed: "the demo courses' reviews, on the start that seeds the catalogue" },
  mailOutbox: {
    payments: 'to move behind mail/outbox.ts: a queued checkout reminder dropped once paid',
  },
};
