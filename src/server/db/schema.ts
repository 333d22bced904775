import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  type PgColumn,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, CONSULTATION_MODES, type WeeklyHours } from '../../shared/consultations';
import { CONSUMER_REQUEST_STATUSES } from '../../shared/consumer-rules';
import { CONTACT_MESSAGE_STATUSES } from '../../shared/contact';
import { COUPON_KINDS } from '../../shared/coupon-kinds';
import { MONOTRIBUTO_LETTERS } from '../../shared/monotributo';
import { BUYER_IVA_CONDITIONS } from '../../shared/iva-conditions';
import { INVOICE_STATUSES, PAYMENT_PROVIDERS, PURCHASE_STATUSES } from '../../shared/purchases';
import { SALE_KINDS } from '../../shared/report-labels';
import { PLAN_SUBSCRIPTION_STATUSES } from '../../shared/plan-subscription';
import type { CourseFaqEntry } from '../../shared/course-faq';
import { VIDEO_STATUSES, type VideoRendition } from '../../shared/videos';

/**
 * The text an admin search matches: the columns joined, lower-cased and without accents. Each
 * searchable table stores it in a generated `search_text` column with a trigram index, so a
 * search reads it instead of computing it again for every row.
 */
export const searchText = (...parts: SQL[]) =>
  sql`immutable_unaccent(lower(${sql.join(parts, sql` || ' ' || `)}))`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['user']::text[]`),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Set by an administrator: no sign-in, no purchases, no course access while set. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** DNI, digits only; printed on course certificates. */
    document: text('document'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Name, last name, username and e-mail for the admin search (see searchText). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => userSearchText(users)),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The dashboard's count of students, read from the index alone.
    index('users_students_idx')
      .on(t.id)
      .where(sql`not 'admin' = any(${t.roles})`),
  ],
);

function userSearchText(t: Record<'name' | 'lastname' | 'username' | 'email', PgColumn>) {
  return searchText(sql`${t.name}`, sql`${t.lastname}`, sql`${t.username}`, sql`${t.email}`);
}

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Addresses (hashed) a person has signed in from before. Failed logins from these do not count
 * against the limit shared by every other address, so nobody can lock a person out from afar.
 */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/** One live code per user and purpose; a new code replaces the old one. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_account', 'change_email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    targetEmail: text('target_email'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pictureUrl: text('picture_url'),
    category: text('category', { enum: ['student', 'profession'] }).notNull(),
    visibility: boolean('visibility').notNull().default(true),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** A launch or sale price, below `price`, in force until `saleEndsAt` (both or neither). */
    salePrice: numeric('sale_price', { precision: 12, scale: 2, mode: 'number' }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    urlTrailer: text('url_trailer').notNull().default(''),
    content: text('content').notNull().default(''),
    /** What the course includes ('Planillas de Excel'…), short lines shown on its page. */
    included: text('included')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** Who teaches it, from the firm's team ('Equipo'); null shows no teacher. */
    instructorId: integer('instructor_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    /** The course's own questions and answers, shown before the firm's defaults. */
    faq: jsonb('faq').$type<CourseFaqEntry[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('courses_visibility_idx').on(t.visibility)],
);

/** The firm's team as the course pages present their teachers ('Equipo' in the panel). */
export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  bio: text('bio').notNull(),
  photoUrl: text('photo_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/*
 * Course items use database-wide serial ids: an item keeps its id across edits and a
 * deleted id is never handed out again, so progress rows keep pointing at the right module.
 */
export const courseUnits = pgTable(
  'course_units',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Drip: the unit opens this many days after the student's enrolment (or on releaseDate). */
    releaseAfterDays: integer('release_after_days'),
    /** Drip: the Argentine day the unit opens; at most one of the two is set. */
    releaseDate: date('release_date', { mode: 'string' }),
  },
  (t) => [
    index('course_units_course_id_idx').on(t.courseId),
    check(
      'course_units_one_release_rule',
      sql`${t.releaseAfterDays} is null or ${t.releaseDate} is null`,
    ),
  ],
);

/** A student told that a dripped unit opened for them: once per student and unit. */
export const unitReleaseNotices = pgTable(
  'unit_release_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => courseUnits.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] })],
);

/** A 'Ruta de aprendizaje': courses sold together, in order, for one price. */
export const bundles = pgTable('bundles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  pictureUrl: text('picture_url'),
  visibility: boolean('visibility').notNull().default(true),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  /** A sale price below `price`, in force until `saleEndsAt` (both or neither), as for courses. */
  salePrice: numeric('sale_price', { precision: 12, scale: 2, mode: 'number' }),
  saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const bundleCourses = pgTable(
  'bundle_courses',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.courseId] }),
    index('bundle_courses_course_id_idx').on(t.courseId),
  ],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => courseUnits.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    videoId: text('video_id').notNull().default(''),
    /** How long the module takes; a course's hours on its certificate add these up. */
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** 'Vista previa gratuita': anyone may watch it, signed in or not, before buying. */
    preview: boolean('preview').notNull().default(false),
  },
  (t) => [index('course_modules_unit_id_idx').on(t.unitId)],
);

/** A student's review of a course they own: one per student and course, edited in place. */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** Hidden by the panel: kept for its author and the panel, never shown on the site. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The firm's public answer, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_reviews_course_user_key').on(t.courseId, t.userId),
    index('course_reviews_course_created_idx').on(t.courseId, t.createdAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Each review sent, new or edited: what the daily limit of submissions counts. */
export const courseReviewSubmissions = pgTable(
  'course_review_submissions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('course_review_submissions_user_idx').on(t.userId, t.submittedAt)],
);

export const courseMaterials = pgTable(
  'course_materials',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull().default(''),
    /** A material that is an uploaded file (its `url` then the checked download route): */
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileType: text('file_type'),
  },
  (t) => [index('course_materials_course_id_idx').on(t.courseId)],
);

export const courseLearningPoints = pgTable(
  'course_learning_points',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull(),
  },
  (t) => [index('course_learning_points_course_id_idx').on(t.courseId)],
);

export const enrollments = pgTable(
  'enrollments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * The 'Plan Contador' subscription this course came with, or null when it was bought or
     * given: the subscription's end takes back only its own.
     */
    planSubscriptionId: uuid('plan_subscription_id').references(() => planSubscriptions.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('enrollments_course_id_idx').on(t.courseId),
    index('enrollments_plan_subscription_idx')
      .on(t.planSubscriptionId)
      .where(sql`${t.planSubscriptionId} is not null`),
  ],
);

export const moduleProgress = pgTable(
  'module_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

/**
 * A course's certificate of completion, publicly verifiable by its code. The name, document,
 * course and hours are what was certified, kept as issued. At most one live (not revoked)
 * certificate per student and course.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    document: text('document'),
    /**
     * Once the holder closed their account: the name is blanked and the DNI erased, and this
     * salted hash of it lets someone holding the document confirm whose it was (decision 0034).
     */
    documentHash: text('document_hash'),
    holderClosedAt: timestamp('holder_closed_at', { withTimezone: true }),
    courseTitle: text('course_title').notNull(),
    /** The course's length in minutes when it was completed. */
    minutes: integer('minutes').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
    /** Name, document, code and course for the admin search (see searchText). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => certificateSearchText(certificates)),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_live_key')
      .on(t.userId, t.courseId)
      .where(sql`${t.revokedAt} is null`),
    index('certificates_created_at_id_idx').on(t.createdAt, t.id),
    index('certificates_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

function certificateSearchText(
  t: Record<'fullName' | 'document' | 'code' | 'courseTitle', PgColumn>,
) {
  return searchText(
    sql`${t.fullName}`,
    sql`coalesce(${t.document}, '')`,
    sql`${t.code}`,
    sql`${t.courseTitle}`,
  );
}

/**
 * Where a student stopped in each module (seconds) and when: the player saves it while playing
 * (each save a heartbeat), and the course opens again at the latest one, on any device. The
 * seconds of video the heartbeats credited, and the length the player reported (decision 0032).
 */
export const modulePositions = pgTable(
  'module_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    seconds: doublePrecision('seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    reportedLength: doublePrecision('reported_length'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId] }),
    index('module_positions_latest_idx').on(t.userId, t.courseId, t.updatedAt),
  ],
);

/** The course materials each student downloaded (the first time), for the arrepentimiento's use. */
export const materialDownloads = pgTable(
  'material_downloads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => courseMaterials.id, { onDelete: 'cascade' }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.materialId] })],
);

/** A unit's evaluation ('Evaluación'): at most one per unit, kept across edits like modules. */
export const unitQuizzes = pgTable('unit_quizzes', {
  id: serial('id').primaryKey(),
  unitId: integer('unit_id')
    .notNull()
    .unique()
    .references(() => courseUnits.id, { onDelete: 'cascade' }),
  /** The lowest score (percent of questions answered right) that passes. */
  passingScore: integer('passing_score').notNull().default(70),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => unitQuizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    /** Shown to the student after answering. */
    explanation: text('explanation'),
  },
  (t) => [index('quiz_questions_quiz_id_idx').on(t.quizId)],
);

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    correct: boolean('correct').notNull().default(false),
  },
  (t) => [index('quiz_options_question_id_idx').on(t.questionId)],
);

/** Every attempt a student submits, graded: the best one counts. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => unitQuizzes.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    /** What was chosen and whether each question was right: `[{ questionId, optionIds, correct }]`. */
    answers: jsonb('answers')
      .$type<{ questionId: number; optionIds: number[]; correct: boolean }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_attempts_user_quiz_idx').on(t.userId, t.quizId),
    index('quiz_attempts_quiz_id_idx').on(t.quizId),
  ],
);

/**
 * One checkout of one course. The payer data and the course snapshot are the accounting
 * record: they stay when the user or the course is deleted.
 */
/**
 * A discount code. `code` is kept upper-case (codes are case-insensitive); no courses means
 * every course. `uses` counts the purchases approved with it, in the approval's transaction.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    courseIds: integer('course_ids')
      .array()
      .notNull()
      .default(sql`ARRAY[]::integer[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    maxUses: integer('max_uses'),
    onePerPerson: boolean('one_per_person').notNull().default(true),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    courseSlug: text('course_slug').notNull(),
    courseTitle: text('course_title').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    preferenceId: text('preference_id'),
    /** Where the buyer pays this checkout: 'Pagar' again leads here while it is open. */
    initPoint: text('init_point'),
    paymentId: text('payment_id'),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    statusDetail: text('status_detail'),
    /** What the buyer pays: the list price less the coupon's discount. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The coupon's discount off the list price (amount + discount = list price). */
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** The bundle this purchase pays for; its courses are in purchase_grants once approved. */
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    /** The 'Plan Contador' subscription this purchase is one month of. */
    planSubscriptionId: uuid('plan_subscription_id').references(() => planSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** The consultation this purchase pays for; null for a course. */
    bookingId: uuid('booking_id').references(() => consultationBookings.id, {
      onDelete: 'set null',
    }),
    currency: text('currency').notNull().default('ARS'),
    payerName: text('payer_name').notNull(),
    payerLastname: text('payer_lastname').notNull(),
    payerEmail: text('payer_email').notNull(),
    payerDocument: text('payer_document').notNull(),
    payerCountry: text('payer_country').notNull(),
    payerRegion: text('payer_region').notNull(),
    payerLocation: text('payer_location').notNull(),
    /** Invoiced to a company or a CUIT ('Facturar a una empresa'); all three or none. */
    companyCuit: text('company_cuit'),
    companyName: text('company_name'),
    companyIvaCondition: text('company_iva_condition', { enum: BUYER_IVA_CONDITIONS }),
    /**
     * A company's seats of the course ('Compro para mi empresa'): the buyer assigns them by e-mail
     * (purchase_seats) and is granted nothing; null for a purchase for oneself.
     */
    seats: integer('seats'),
    /** Seats given back one by one (seat_refunds), and what they returned of `amount`. */
    refundedSeats: integer('refunded_seats').notNull().default(0),
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Why a payment was not acted on automatically (amount mismatch, paid twice…); null when fine. */
    reviewReason: text('review_reason'),
    /** When the reconciliation pass asks the provider about this purchase next; null = never. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checkCount: integer('check_count').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Payer, operation and course for the admin search (see searchText). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => purchaseSearchText(purchases)),
  },
  (t) => [
    index('purchases_user_id_idx').on(t.userId, t.createdAt),
    index('purchases_status_idx').on(t.status),
    // Newest first, ties by id: the admin list's order and the export's batches.
    index('purchases_created_at_id_idx').on(t.createdAt, t.id),
    index('purchases_next_check_at_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.nextCheckAt} is not null`),
    uniqueIndex('purchases_payment_id_key').on(t.provider, t.paymentId),
    index('purchases_booking_id_idx')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
    uniqueIndex('purchases_preference_id_key').on(t.provider, t.preferenceId),
    check(
      'purchases_company_whole',
      sql`(${t.companyCuit} is null) = (${t.companyName} is null) and (${t.companyCuit} is null) = (${t.companyIvaCondition} is null)`,
    ),
    check(
      'purchases_seats_for_company',
      sql`${t.seats} is null or (${t.seats} between 1 and 100 and ${t.companyCuit} is not null)`,
    ),
    index('purchases_coupon_id_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null`),
    index('purchases_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The dashboard's figures: payments of a period, purchases waiting, purchases to review.
    index('purchases_approved_at_idx')
      .on(t.approvedAt)
      .where(sql`${t.approvedAt} is not null`),
    index('purchases_waiting_idx')
      .on(t.id)
      .where(
        sql`(${t.status} = 'pending' and ${t.paymentId} is not null) or ${t.status} = 'cancelled'`,
      ),
    index('purchases_review_idx')
      .on(t.id)
      .where(sql`${t.reviewReason} is not null and ${t.approvedAt} is null`),
  ],
);

function purchaseSearchText(
  t: Record<
    'payerName' | 'payerLastname' | 'payerEmail' | 'payerDocument' | 'paymentId' | 'courseTitle',
    PgColumn
  >,
) {
  return searchText(
    sql`${t.payerName}`,
    sql`${t.payerLastname}`,
    sql`${t.payerEmail}`,
    sql`${t.payerDocument}`,
    sql`coalesce(${t.paymentId}, '')`,
    sql`${t.courseTitle}`,
  );
}

/**
 * The one reminder e-mail sent for a checkout left without a payment (payments/checkout-reminders.ts),
 * written in the transaction that queues the mail: one per checkout, across instances and
 * restarts. Its unsubscribe link is an `unsubscribe_links` row; a payment of the course by the
 * same buyer after it marks it as having recovered that purchase.
 */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    purchaseId: uuid('purchase_id')
      .primaryKey()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The purchase the buyer paid after the reminder, and when. */
    recoveredPurchaseId: uuid('recovered_purchase_id').references(() => purchases.id, {
      onDelete: 'set null',
    }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_reminders_buyer_idx').on(t.userId, t.courseId, t.sentAt),
    index('checkout_reminders_sent_at_idx').on(t.sentAt),
    index('checkout_reminders_recovered_at_idx')
      .on(t.recoveredAt)
      .where(sql`${t.recoveredAt} is not null`),
  ],
);

/**
 * Accounts that asked for no more marketing mail (announcements, checkout reminders), from the
 * unsubscribe link of one. Mails a change promises (codes, receipts, invoices) never look here.
 */
export const mailOptOuts = pgTable('mail_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * The unsubscribe link of every marketing mail sent: its random secret, kept hashed, names the
 * account it unsubscribes (the secret is the whole key; an id alone opens nothing).
 */
export const unsubscribeLinks = pgTable(
  'unsubscribe_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('unsubscribe_links_user_id_idx').on(t.userId)],
);

/**
 * An announcement written in the panel to the students of one course (or of every course when
 * `courseId` is null), sent by the job queue at a bounded pace (modules/announcements).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** Markdown, rendered into the mail. */
    body: text('body').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The course's title when it was sent (kept if the course is deleted later). */
    courseTitle: text('course_title'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the last recipient's mail was handed to the outbox; null while sending. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('announcements_created_at_idx').on(t.createdAt)],
);

/**
 * One row per recipient of an announcement, written with it: its mail is queued once (the row
 * is marked in the same transaction), or skipped when the person unsubscribed meanwhile.
 */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When its mail was handed to the outbox (the pace is counted on this). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When it was passed over: the person unsubscribed (or was blocked) before their turn. */
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_recipients_due_idx')
      .on(t.announcementId)
      .where(sql`${t.sentAt} is null and ${t.skippedAt} is null`),
    index('announcement_recipients_sent_at_idx').on(t.sentAt),
  ],
);

/**
 * Approved sales by Argentine calendar day, kind and course, kept by a trigger on purchases
 * (migrations 0023 and 0032): every insert, update or delete of a purchase moves its sale in or
 * out of its day's row in the same transaction, so the dashboard and the revenue report read a
 * few hundred rows instead of every purchase. A deleted course's sales are kept under the title they were sold
 * with (`deletedTitle`), and a consultation's under its purchase's title.
 */
export const salesByDay = pgTable(
  'sales_by_day',
  {
    day: date('day').notNull(),
    /** What was sold: a course, or a consultation (its purchase has a booking). */
    kind: text('kind', { enum: SALE_KINDS }).notNull().default('course'),
    courseId: integer('course_id'),
    deletedTitle: text('deleted_title'),
    sales: integer('sales').notNull(),
    revenue: numeric('revenue', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('sales_by_day_key').on(
      t.day,
      t.kind,
      sql`coalesce(${t.courseId}, 0)`,
      sql`coalesce(${t.deletedTitle}, '')`,
    ),
  ],
);

/** Every status change of a purchase and every notification worth remembering, in order. */
/**
 * The courses an approved bundle purchase gave: a refund takes back these and only these (a
 * course the buyer owned before the bundle stays theirs).
 */
export const purchaseGrants = pgTable(
  'purchase_grants',
  {
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.purchaseId, t.courseId] })],
);

/**
 * A seat of a company's purchase, assigned to an e-mail. `userId` is the account holding it (null
 * until that e-mail signs up and verifies); `granted`: the course came from this seat (the student
 * did not own it), so releasing the seat or refunding the purchase takes it back. A released seat
 * is deleted; a refunded one keeps its row with `revokedAt`.
 */
export const purchaseSeats = pgTable(
  'purchase_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    granted: boolean('granted').notNull().default(false),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchase_seats_purchase_email_key').on(t.purchaseId, sql`lower(${t.email})`),
    index('purchase_seats_waiting_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is null and ${t.revokedAt} is null`),
    index('purchase_seats_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * Unused seats of a company's purchase given back: a partial refund at the provider of their
 * share of what was paid, `pending` until the provider took it (a sweep asks again), then `done`.
 */
export const seatRefunds = pgTable(
  'seat_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('seat_refunds_purchase_idx').on(t.purchaseId),
    index('seat_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const purchaseEvents = pgTable(
  'purchase_events',
  {
    id: serial('id').primaryKey(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull(),
    statusDetail: text('status_detail'),
    paymentId: text('payment_id'),
    source: text('source', {
      enum: [
        'checkout',
        'webhook',
        'reconcile',
        'return',
        'sandbox',
        'admin',
        'consumer',
        'refund',
      ],
    }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_events_purchase_id_idx').on(t.purchaseId, t.id)],
);

/**
 * An approved payment for a course its buyer already had (the same checkout paid twice, or a
 * second checkout of an owned course): given back through the provider, never granted.
 * `owed` until the provider confirmed the refund; one row per payment, so asking twice
 * refunds once.
 */
export const duplicatePayments = pgTable(
  'duplicate_payments',
  {
    id: serial('id').primaryKey(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    paymentId: text('payment_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['owed', 'refunded'] })
      .notNull()
      .default('owed'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('duplicate_payments_payment_key').on(t.provider, t.paymentId),
    index('duplicate_payments_purchase_id_idx').on(t.purchaseId),
    index('duplicate_payments_owed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'owed'`),
  ],
);

/**
 * Who looked at a course's page, for the sales funnel: one row per visitor, course and
 * Argentine calendar day. A visitor is a hash of the address and browser with that day's salt
 * (`courseViewSalts`), so no address is kept and a visitor cannot be followed from one day to
 * the next; `addressHash` caps how many visitors one address may add to a course in a day.
 */
export const courseViews = pgTable(
  'course_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    addressHash: text('address_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.courseId, t.visitorHash] })],
);

/** The random salt of each day's visitor hashes; a day's salt is deleted once the day is over. */
export const courseViewSalts = pgTable('course_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** The payments of the built-in sandbox provider: what MercadoPago keeps on its side. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: serial('id').primaryKey(),
    preferenceId: text('preference_id').notNull(),
    externalReference: text('external_reference').notNull(),
    status: text('status').notNull(),
    statusDetail: text('status_detail').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_payments_external_reference_idx').on(t.externalReference)],
);

/**
 * Electronic vouchers authorised by ARCA: the invoice of an approved purchase and, after a
 * refund, its credit note. A number is taken (and kept here) before ARCA is asked, so a retry
 * after a lost answer finds the voucher instead of authorising a second one.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** For a credit note, the invoice it cancels. */
    relatedInvoiceId: uuid('related_invoice_id'),
    /** A credit note of seats given back (part of the invoice); null for a whole one. */
    seatRefundId: uuid('seat_refund_id').references(() => seatRefunds.id),
    voucherType: integer('voucher_type').notNull(),
    pointOfSale: integer('point_of_sale').notNull(),
    number: integer('number'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('pending'),
    docType: integer('doc_type').notNull(),
    docNumber: text('doc_number').notNull(),
    /** The receiver's CondicionIVAReceptorId (RG 5616): 5, Consumidor Final, unless a company's. */
    receiverCondition: integer('receiver_condition').notNull().default(5),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    net: numeric('net', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    vat: numeric('vat', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The voucher's date (YYYYMMDD, Argentine calendar), also the service period. */
    voucherDate: text('voucher_date'),
    cae: text('cae'),
    caeDueDate: text('cae_due_date'),
    request: jsonb('request'),
    response: jsonb('response'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_purchase_kind_key')
      .on(t.purchaseId, t.kind)
      .where(sql`${t.seatRefundId} is null`),
    uniqueIndex('invoices_seat_refund_key')
      .on(t.seatRefundId)
      .where(sql`${t.seatRefundId} is not null`),
    uniqueIndex('invoices_number_key')
      .on(t.pointOfSale, t.voucherType, t.number)
      .where(sql`${t.number} is not null and ${t.status} = 'issued'`),
    index('invoices_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Requests under Argentina's consumer law: 'arrepentimiento' (revoking a purchase within 10
 * days) and 'baja' (closing the account). A request made without a session waits for the owner
 * of the address to confirm it from an e-mailed link; an arrepentimiento of a course already
 * watched in good part waits for an administrator ('pending_review').
 */
export const consumerRequests = pgTable(
  'consumer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['arrepentimiento', 'baja'] }).notNull(),
    status: text('status', { enum: CONSUMER_REQUEST_STATUSES }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    document: text('document').notNull(),
    operation: text('operation'),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was refused, or what was done. */
    outcome: text('outcome'),
    confirmTokenHash: text('confirm_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The administrator who approved or refused a request under review. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('consumer_requests_code_key').on(t.code),
    index('consumer_requests_created_at_idx').on(t.kind, t.createdAt),
    index('consumer_requests_purchase_id_idx').on(t.purchaseId),
  ],
);

/**
 * How many consumer-law mails went to one address (hashed) on one Argentine calendar day: the
 * forms answer anyone, so an address gets only a few of them a day, whoever asks.
 */
export const consumerMailQuota = pgTable(
  'consumer_mail_quota',
  {
    addressHash: text('address_hash').notNull(),
    day: text('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.addressHash, t.day] })],
);

/** ARCA access tickets (WSAA), shared by every instance: ARCA refuses a second live one. */
export const arcaTickets = pgTable('arca_tickets', {
  key: text('key').primaryKey(),
  ticket: jsonb('ticket').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** new, answered (an answer was sent from the panel) or archived (set aside by hand). */
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    /** Name, e-mail and text for the panel's search (see searchText). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => contactSearchText(contactMessages)),
  },
  (t) => [
    index('contact_messages_created_at_id_idx').on(t.createdAt, t.id),
    index('contact_messages_status_idx').on(t.status),
    index('contact_messages_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

function contactSearchText(t: Record<'name' | 'email' | 'message', PgColumn>) {
  return searchText(sql`${t.name}`, sql`${t.email}`, sql`${t.message}`);
}

/** Every answer sent to a contact message from the panel, kept as its history. */
export const contactAnswers = pgTable(
  'contact_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The administrator who answered; kept when that account is deleted. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_answers_message_idx').on(t.messageId, t.createdAt)],
);

/**
 * A student's question about one lesson (module) of a course they own, and the firm's answer.
 * The other owners of the course read it under the lesson unless an administrator hid it.
 */
export const lessonQuestions = pgTable(
  'lesson_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    answer: text('answer'),
    /** When the answer was last written (the first answer, or its latest edit). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The administrator who last wrote the answer; kept when that account is deleted. */
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set by an administrator: only the asker still sees the question. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('lesson_questions_module_idx').on(t.moduleId, t.createdAt),
    index('lesson_questions_user_idx').on(t.userId, t.createdAt),
    index('lesson_questions_course_idx').on(t.courseId, t.createdAt),
    index('lesson_questions_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Every e-mail the site promises, written in the same transaction as the change that promises
 * it, then delivered from here (src/server/mail/outbox.ts): a crash between the commit and the
 * delivery loses nothing, and a delivered row is never sent again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The message as JSON (attachments as base64). */
    message: jsonb('message').notNull(),
    /** One mail per key (e.g. `receipt:<purchase id>`): queuing it again does nothing. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while one instance is sending it; a lapsed claim means that instance died. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after a day of refusals; the row stays for an operator to read. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key_key').on(t.dedupeKey),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * How buyers may pay (one row, id 1; none means the defaults of shared/payment-settings.ts): the
 * most installments a checkout offers, and whether the firm absorbs their interest (configured in
 * its MercadoPago account; the site only says so).
 */
export const paymentSettings = pgTable('payment_settings', {
  id: integer('id').primaryKey(),
  maxInstallments: integer('max_installments').notNull(),
  interestFree: boolean('interest_free').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A video uploaded to the site, transcoded by a job to encrypted HLS in the private area under
 * `videos/<id>/` (modules/videos). Its AES-128 key lives here and nowhere public: the files in
 * storage are useless without it.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey(),
    /** The uploaded file's name, as the panel shows it. */
    name: text('name').notNull(),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('processing'),
    /** The upload in the private area (`videos/<id>/source.<ext>`), kept after the transcode. */
    sourceKey: text('source_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The 16 bytes of the video's own AES-128 key, in hex. */
    encryptionKey: text('encryption_key').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    renditions: text('renditions').array().$type<VideoRendition[]>(),
    /** Why the transcode failed, in Spanish, for the panel. */
    error: text('error'),
    /**
     * Until when the instance transcoding it holds it (renewed while it works): a job finding a
     * live hold leaves the video alone, and an expired one means that instance died.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The lesson file (a module's private file address) this video was made from: once the
     * video is ready, the modules playing that file play the video instead.
     */
    lessonFile: text('lesson_file'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('videos_created_at_idx').on(t.createdAt),
    uniqueIndex('videos_lesson_file_idx').on(t.lessonFile),
    index('videos_processing_idx')
      .on(t.heldUntil)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/**
 * Subtitles of a hosted video, one per language: the WebVTT the player loads (owner-only, like
 * the video) and its cues' plain text, which the content panel searches.
 */
export const videoCaptions = pgTable(
  'video_captions',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** A BCP 47 language tag, lower case: `es`, `en`, `pt-br`. */
    lang: text('lang').notNull(),
    vtt: text('vtt').notNull(),
    /** What is said, the cues' text joined by spaces, for the search. */
    spokenText: text('spoken_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.lang] })],
);

/**
 * The devices playing a hosted video for an account, one per signed-in session: its place is
 * held while it keeps sending its position, and freed about a minute after it stops.
 */
export const playbackDevices = pgTable(
  'playback_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session's token hash (`sessions.token_hash`): one browser, one device. */
    sessionHash: text('session_hash').notNull(),
    moduleId: integer('module_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionHash] })],
);

/**
 * The networks (an IPv4 /24 or an IPv6 /48) an account opened playback from, with when: many
 * in a day mark a possibly shared account for a person in the panel to look at.
 */
export const playbackNetworks = pgTable(
  'playback_networks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    plays: integer('plays').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.network] }),
    index('playback_networks_last_at_idx').on(t.lastAt),
  ],
);

/** What the firm offers to book ('Consultas' in the panel). */
export const consultationTypes = pgTable('consultation_types', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  durationMinutes: integer('duration_minutes').notNull(),
  /** In ARS; 0 is a free consultation, confirmed without a checkout. */
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  mode: text('mode', { enum: CONSULTATION_MODES }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * When the firm takes consultations (one row, id 1; none means no hours yet): its weekly hours in
 * Argentine time, its days off ('YYYY-MM-DD'), whether it works on national holidays, and the
 * notice, gap and horizon of a booking. The private calendar feed's token lives here too.
 */
export const consultationAvailability = pgTable('consultation_availability', {
  id: integer('id').primaryKey(),
  weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
  daysOff: text('days_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  openOnHolidays: boolean('open_on_holidays').notNull().default(false),
  minNoticeHours: integer('min_notice_hours').notNull().default(24),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  horizonDays: integer('horizon_days').notNull().default(60),
  /** The secret in the firm's calendar feed address; renewing it kills the old address. */
  feedToken: text('feed_token'),
  updatedAt: updatedAt(),
});

/**
 * A client's consultation at a time. The type's title, mode, length and price are copied at
 * booking, so a later edit of the type changes no booking. A paid one has its purchase
 * (`purchases.booking_id`).
 */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: integer('type_id').references(() => consultationTypes.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    typeTitle: text('type_title').notNull(),
    mode: text('mode', { enum: CONSULTATION_MODES }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** Until when an unpaid booking keeps its time; null once confirmed. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    phone: text('phone').notNull(),
    topic: text('topic').notNull(),
    /** The video room (on MEETING_BASE_URL, with an unguessable name); null for other modes. */
    meetingUrl: text('meeting_url'),
    /** How many times the client moved it (once is allowed). */
    reschedules: integer('reschedules').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['client', 'firm'] }),
    /** The firm's own notes, never shown to the client. */
    firmNotes: text('firm_notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consultation_bookings_user_idx').on(t.userId, t.startsAt),
    // The agenda and the free times: bookings that take their time.
    index('consultation_bookings_taken_idx')
      .on(t.startsAt)
      .where(sql`${t.status} in ('held', 'confirmed')`),
  ],
);

/**
 * ARCA's monotributo tables, each in force from its day (Argentine) until the next one's: the
 * calculator reads the latest whose `effectiveFrom` has come. `source` says where the values
 * come from, as the public page shows it.
 */
export const monotributoTables = pgTable('monotributo_tables', {
  id: serial('id').primaryKey(),
  effectiveFrom: date('effective_from').notNull().unique(),
  source: text('source').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const monotributoAmount = (name: string) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * A category of a table: its yearly caps (gross income, surface in m², energy in kWh, rent) and
 * its monthly amounts in ARS. A null `taxServices` opens it to the sale of goods only.
 */
export const monotributoCategories = pgTable(
  'monotributo_categories',
  {
    tableId: integer('table_id')
      .notNull()
      .references(() => monotributoTables.id, { onDelete: 'cascade' }),
    letter: text('letter', { enum: MONOTRIBUTO_LETTERS }).notNull(),
    maxIncome: monotributoAmount('max_income').notNull(),
    maxSurface: integer('max_surface').notNull(),
    maxKwh: integer('max_kwh').notNull(),
    maxRent: monotributoAmount('max_rent').notNull(),
    taxServices: monotributoAmount('tax_services'),
    taxGoods: monotributoAmount('tax_goods').notNull(),
    sipa: monotributoAmount('sipa').notNull(),
    health: monotributoAmount('health').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.letter] })],
);

/**
 * The obligations the due-date calendar ('Vencimientos') knows, in the order the pages list
 * them. The firm adds more in the panel; `slug` is what addresses and subscriptions name.
 */
export const taxObligations = pgTable('tax_obligations', {
  slug: text('slug').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
  createdAt: createdAt(),
});

/**
 * One due date: the `period` ('YYYY-MM', or 'YYYY' for a yearly return) of an obligation falls
 * due on `dueDate` for the CUITs whose last digit is in `digits` (sorted, 0–9). A digit appears
 * in one row per obligation and period at most; the service keeps that.
 */
export const taxDueDates = pgTable(
  'tax_due_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    obligation: text('obligation')
      .notNull()
      .references(() => taxObligations.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    period: text('period').notNull(),
    digits: integer('digits').array().notNull(),
    dueDate: date('due_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tax_due_dates_due_date_idx').on(t.dueDate),
    index('tax_due_dates_obligation_period_idx').on(t.obligation, t.period),
  ],
);

/**
 * The years whose dates an administrator checked against ARCA's ('Confirmar fechas 2026'). A
 * date of a year not here is shown as an example, and never reminded by e-mail.
 */
export const taxCalendarYears = pgTable('tax_calendar_years', {
  year: integer('year').primaryKey(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A confirmed reminder subscription: one per address (lower-cased), reminded `daysBefore` days
 * ahead of each confirmed date of its digit's `obligations`. Deleted on unsubscribing.
 */
export const taxReminderSubscriptions = pgTable('tax_reminder_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  digit: integer('digit').notNull(),
  obligations: text('obligations').array().notNull(),
  daysBefore: integer('days_before').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Each confirmation mail sent (double opt-in): its secret, kept hashed, and the choices it
 * confirms. Nothing changes for the address until the link is used; counting an address's rows
 * of the last day paces the mails a stranger can cause.
 */
export const taxReminderRequests = pgTable(
  'tax_reminder_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    digit: integer('digit').notNull(),
    obligations: text('obligations').array().notNull(),
    daysBefore: integer('days_before').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('tax_reminder_requests_email_idx').on(t.email, t.createdAt)],
);

/**
 * The one-click unsubscribe link (RFC 8058) of each reminder mail: its secret, kept hashed. It
 * outlives its subscription (null then), so a second click still says the reminders ended.
 */
export const taxReminderLinks = pgTable(
  'tax_reminder_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: uuid('subscription_id').references(() => taxReminderSubscriptions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('tax_reminder_links_subscription_idx').on(t.subscriptionId)],
);

/**
 * The due dates each subscription was reminded of, written with the mail: a date (of its digit's
 * obligation and period) is reminded once, and again only if the firm moves it to another day.
 * Not tied to the row: an import that loads the period again does not remind it again.
 */
export const taxRemindersSent = pgTable(
  'tax_reminders_sent',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => taxReminderSubscriptions.id, { onDelete: 'cascade' }),
    obligation: text('obligation').notNull(),
    period: text('period').notNull(),
    dueDate: date('due_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.obligation, t.period, t.dueDate] }),
    index('tax_reminders_sent_sent_at_idx').on(t.sentAt),
  ],
);

/** The panel's price of the 'Plan Contador' and whether it is offered: one row. */
export const planSettings = pgTable('plan_settings', {
  id: integer('id').primaryKey(),
  monthlyPrice: numeric('monthly_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  active: boolean('active').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A subscription to the 'Plan Contador' (a MercadoPago preapproval): every visible course while
 * it is paid. Each month's payment is a purchase of its own (`purchases.plan_subscription_id`).
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's preapproval; our id is its external reference. */
    preapprovalId: text('preapproval_id'),
    initPoint: text('init_point'),
    status: text('status', { enum: PLAN_SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    /** What the provider charges each month, fixed when the subscription is made. */
    monthlyPrice: numeric('monthly_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The account's payer details when it subscribed: each month's purchase and invoice use them. */
    payerName: text('payer_name').notNull(),
    payerLastname: text('payer_lastname').notNull(),
    payerEmail: text('payer_email').notNull(),
    payerDocument: text('payer_document').notNull(),
    payerCountry: text('payer_country').notNull(),
    payerRegion: text('payer_region').notNull(),
    payerLocation: text('payer_location').notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    /** The end of the last period paid (a month after each approved payment). */
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    nextPaymentAt: timestamp('next_payment_at', { withTimezone: true }),
    /** The first failed payment since the last approved one: the grace counts from it. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The e-mailed Botón de Baja link's secret (hashed) and its end. */
    cancelTokenHash: text('cancel_token_hash'),
    cancelTokenExpiresAt: timestamp('cancel_token_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plan_subscriptions_preapproval_key').on(t.provider, t.preapprovalId),
    // One subscription at a time per account, until it has ended.
    uniqueIndex('plan_subscriptions_live_key')
      .on(t.userId)
      .where(sql`${t.status} <> 'ended'`),
    index('plan_subscriptions_status_idx').on(t.status),
  ],
);

/** The sandbox provider's preapprovals, where MercadoPago would keep them. */
export const sandboxPreapprovals = pgTable('sandbox_preapprovals', {
  id: text('id').primaryKey(),
  externalReference: text('external_reference').notNull(),
  reason: text('reason').notNull(),
  payerEmail: text('payer_email').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  /** MercadoPago's statuses: pending, authorized, paused, cancelled. */
  status: text('status').notNull(),
  nextPaymentDate: timestamp('next_payment_date', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The sandbox's monthly charges of a preapproval (MercadoPago's authorized payments). */
export const sandboxAuthorizedPayments = pgTable(
  'sandbox_authorized_payments',
  {
    id: serial('id').primaryKey(),
    preapprovalId: text('preapproval_id')
      .notNull()
      .references(() => sandboxPreapprovals.id, { onDelete: 'cascade' }),
    /** The charge's own payment, a row of sandbox_payments. */
    paymentId: integer('payment_id').notNull(),
    status: text('status').notNull(),
    debitDate: timestamp('debit_date', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_authorized_payments_preapproval_idx').on(t.preapprovalId)],
);
