import { z } from 'zod';
import { CONSUMER_REQUEST_STATUSES } from '../consumer-rules';
import { COURSE_CATEGORIES } from '../courses';
import { BUYER_IVA_CONDITIONS } from '../iva-conditions';
import { INVOICE_STATUSES, PAYMENT_PROVIDERS, PURCHASE_STATUSES } from '../purchases';
import { UserIdentitySchema } from './auth';
import { isoDate } from './common';
import { PurchaseSummarySchema } from './payments';
import { EditableQuizSchema } from './quizzes';
import {
  CourseMaterialsSchema,
  CourseRefSchema,
  CourseUnitsSchema,
  LearningPointSchema,
  PictureSchema,
} from './courses';
import {
  DuplicatePaymentSchema,
  PayerDataSchema,
  priceBreakdownFields,
  PurchaseCourseSchema,
} from './payments';

/** A person as the panel shows them: who they are, whether they are blocked, what they own. */
export const AdminUserSchema = UserIdentitySchema.extend({
  blocked: z.boolean(),
  blockedReason: z.string().nullable(),
  courses: z.array(CourseRefSchema),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminPurchaseSchema = z.object({
  ...priceBreakdownFields,
  id: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  statusDetail: z.string().nullable(),
  operationId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  reviewReason: z.string().nullable(),
  createdAt: isoDate,
  approvedAt: isoDate.nullable(),
  course: PurchaseCourseSchema,
  user: z.object({ id: z.string(), username: z.string(), email: z.string() }).nullable(),
  payer: PayerDataSchema,
  /** The company (or CUIT) the invoice is made out to; null for an invoice to the payer. */
  company: z
    .object({ cuit: z.string(), name: z.string(), ivaCondition: z.enum(BUYER_IVA_CONDITIONS) })
    .nullable(),
  /** A company's seats (null for a purchase for oneself), and how many were given back. */
  seats: z.number().nullable(),
  refundedSeats: z.number(),
  /** Payments of a course the buyer already had, refunded on their own. */
  duplicates: z.array(DuplicatePaymentSchema),
});
export type AdminPurchase = z.infer<typeof AdminPurchaseSchema>;

export const pageFields = {
  total: z.number(),
  /** True when the count stopped at `total` and the list holds more (the panel says "Más de"). */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
};
/** Where a page of a panel list stands in the whole list. */
export type PageInfo = z.infer<z.ZodObject<typeof pageFields>>;

export const UsersPageSchema = z.object({ users: z.array(AdminUserSchema), ...pageFields });
export type UsersPage = z.infer<typeof UsersPageSchema>;

export const PurchasesPageSchema = z.object({
  purchases: z.array(AdminPurchaseSchema),
  ...pageFields,
});
export type PurchasesPage = z.infer<typeof PurchasesPageSchema>;

export const AdminStatsSchema = z.object({
  days: z.array(z.object({ date: z.string(), sales: z.number(), revenue: z.number() })),
  totals: z.object({ sales: z.number(), revenue: z.number() }),
  /** The same 30 days' approved sales of courses alone. */
  courses: z.object({ sales: z.number(), revenue: z.number() }),
  /**
   * Consultations: booked in the 30 days (confirmed, held or missed since; not the cancelled or
   * unpaid), paid in them and their revenue, and how many confirmed ones are still ahead.
   */
  consultations: z.object({
    booked: z.number(),
    paid: z.number(),
    revenue: z.number(),
    upcoming: z.number(),
  }),
  students: z.number(),
  pendingPurchases: z.number(),
  needsReview: z.number(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
export type SalesDay = AdminStats['days'][number];

/** The course as the editor loads it: every item with its id, videos and links included. */
export const AdminCourseSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  visibility: z.boolean(),
  price: z.number(),
  salePrice: z.number().nullable(),
  saleEndsAt: isoDate.nullable(),
  content: z.string(),
  picture: PictureSchema,
  urlTrailer: z.string(),
  /** Who teaches it: a team member's id, or null. */
  instructorId: z.number().nullable(),
  learningList: z.array(LearningPointSchema),
  /** What the course includes, as short lines ('Planillas de Excel'). */
  included: z.array(z.string()),
  /** The course's own questions and answers ('Preguntas frecuentes'). */
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  units: z.array(
    CourseUnitsSchema.element.extend({
      quiz: EditableQuizSchema.nullable(),
      /** When the unit opens (drip release): days after the enrolment, or a day; at most one. */
      releaseAfterDays: z.number().nullable(),
      releaseDate: z.string().nullable(),
    }),
  ),
  materials: CourseMaterialsSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

/** A course card in the panel's list: hidden ones too, with what it holds and who owns it. */
export const AdminCourseCardSchema = AdminCourseSchema.pick({
  id: true,
  slug: true,
  title: true,
  description: true,
  category: true,
  visibility: true,
  price: true,
  picture: true,
  updatedAt: true,
}).extend({
  units: z.number(),
  modules: z.number(),
  students: z.number(),
});
export type AdminCourseCard = z.infer<typeof AdminCourseCardSchema>;

export const AdminInvoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  /** 'Factura C 00003-00000042' once numbered; the type alone before. */
  label: z.string(),
  status: z.enum(INVOICE_STATUSES),
  number: z.number().nullable(),
  cae: z.string().nullable(),
  /** yyyy-mm-dd: a calendar date, not an instant. */
  caeDueDate: z.string().nullable(),
  total: z.number(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: isoDate,
  issuedAt: isoDate.nullable(),
  purchase: z.object({
    id: z.string(),
    courseTitle: z.string(),
    payerName: z.string(),
    payerEmail: z.string(),
  }),
});
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;

export const AdminConsumerRequestSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['arrepentimiento', 'baja']),
  status: z.enum(CONSUMER_REQUEST_STATUSES),
  name: z.string(),
  email: z.string(),
  document: z.string(),
  operation: z.string().nullable(),
  purchaseId: z.string().nullable(),
  outcome: z.string().nullable(),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
});
export type AdminConsumerRequest = z.infer<typeof AdminConsumerRequestSchema>;

export const InvoicesPageSchema = z.object({
  invoices: z.array(AdminInvoiceSchema),
  /** Whether ARCA is configured, and against which of its environments. */
  invoicing: z.object({ enabled: z.boolean(), production: z.boolean() }),
  ...pageFields,
});
export type InvoicesPage = z.infer<typeof InvoicesPageSchema>;

export const ConsumerRequestsPageSchema = z.object({
  requests: z.array(AdminConsumerRequestSchema),
  ...pageFields,
});
export type ConsumerRequestsPage = z.infer<typeof ConsumerRequestsPageSchema>;

/** A change to a person's account made in the panel: their new data and what happened. */
export const AdminUserAnswerSchema = z.object({ message: z.string(), user: AdminUserSchema });
export type AdminUserAnswer = z.infer<typeof AdminUserAnswerSchema>;

export const AdminCoursesAnswerSchema = z.object({ courses: z.array(AdminCourseCardSchema) });
export type AdminCoursesAnswer = z.infer<typeof AdminCoursesAnswerSchema>;

export const AdminCourseAnswerSchema = z.object({ course: AdminCourseSchema });
export type AdminCourseAnswer = z.infer<typeof AdminCourseAnswerSchema>;

/** A course created or saved in the editor. */
export const SavedCourseAnswerSchema = z.object({ message: z.string(), course: AdminCourseSchema });
export type SavedCourseAnswer = z.infer<typeof SavedCourseAnswerSchema>;

/** Checkouts over the last days: opened, paid, reminded and paid after the reminder. */
export const CheckoutStatsSchema = z.object({
  days: z.number(),
  started: z.number(),
  paid: z.number(),
  reminded: z.number(),
  recovered: z.number(),
});
export type CheckoutStats = z.infer<typeof CheckoutStatsSchema>;

/** A purchase refunded from the panel: what happened and the purchase as it is now. */
export const RefundAnswerSchema = z.object({
  message: z.string(),
  purchase: PurchaseSummarySchema,
});

/** An arrepentimiento decided from the panel: what happened and the request as it is now. */
export const ReviewDecisionAnswerSchema = z.object({
  message: z.string(),
  request: AdminConsumerRequestSchema,
});
