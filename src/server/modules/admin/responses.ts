import { z } from 'zod';
import type {
  AdminConsumerRequest,
  AdminInvoice,
  AdminPurchase,
  AdminStats,
  AdminUser,
} from '../../../shared/admin-types';
import type { AdminCourse, AdminCourseCard } from '../../../shared/course-form';
import { COURSE_CATEGORIES } from '../../../shared/courses';
import {
  CONSUMER_REQUEST_STATUSES,
  INVOICE_STATUSES,
  PAYMENT_PROVIDERS,
  PURCHASE_STATUSES,
} from '../../db/schema';
import { EditableQuizSchema } from '../../../shared/responses/quizzes';
import { isoDate } from '../../http/responses';
import { CourseRefSchema, UserIdentitySchema } from '../auth/responses';
import { CourseMaterialsSchema, CourseUnitsSchema } from '../courses/responses';
import { PayerDataSchema } from '../payments/responses';

const Picture = z.object({ url: z.string() }).nullable();

export const AdminUserSchema = UserIdentitySchema.extend({
  blocked: z.boolean(),
  blockedReason: z.string().nullable(),
  courses: z.array(CourseRefSchema),
}) satisfies z.ZodType<AdminUser>;

export const AdminPurchaseSchema = z.object({
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
  course: CourseRefSchema.extend({ id: z.number().nullable() }),
  user: z.object({ id: z.string(), username: z.string(), email: z.string() }).nullable(),
  payer: PayerDataSchema,
  duplicates: z.array(
    z.object({
      paymentId: z.string(),
      amount: z.number(),
      status: z.enum(['owed', 'refunded']),
      createdAt: isoDate,
      refundedAt: isoDate.nullable(),
    }),
  ),
}) satisfies z.ZodType<AdminPurchase>;

const pageFields = {
  total: z.number(),
  /** True when the count stopped at `total` and the list holds more (the panel says "Más de"). */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
};
export const UsersPage = z.object({ users: z.array(AdminUserSchema), ...pageFields });
export const PurchasesPage = z.object({ purchases: z.array(AdminPurchaseSchema), ...pageFields });

export const StatsSchema = z.object({
  days: z.array(z.object({ date: z.string(), sales: z.number(), revenue: z.number() })),
  totals: z.object({ sales: z.number(), revenue: z.number() }),
  students: z.number(),
  pendingPurchases: z.number(),
  needsReview: z.number(),
}) satisfies z.ZodType<AdminStats>;

export const AdminCourseSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  visibility: z.boolean(),
  price: z.number(),
  content: z.string(),
  picture: Picture,
  urlTrailer: z.string(),
  learningList: z.array(z.object({ id: z.number(), content: z.string() })),
  included: z.array(z.string()),
  units: z.array(CourseUnitsSchema.element.extend({ quiz: EditableQuizSchema.nullable() })),
  materials: CourseMaterialsSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
}) satisfies z.ZodType<AdminCourse>;

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
}) satisfies z.ZodType<AdminCourseCard>;

export const AdminInvoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  label: z.string(),
  status: z.enum(INVOICE_STATUSES),
  number: z.number().nullable(),
  cae: z.string().nullable(),
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
}) satisfies z.ZodType<AdminInvoice>;

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
}) satisfies z.ZodType<AdminConsumerRequest>;

export const invoicesPage = z.object({
  invoices: z.array(AdminInvoiceSchema),
  /** Whether ARCA is configured, and against which of its environments. */
  invoicing: z.object({ enabled: z.boolean(), production: z.boolean() }),
  ...pageFields,
});
export const consumerRequestsPage = z.object({
  requests: z.array(AdminConsumerRequestSchema),
  ...pageFields,
});
