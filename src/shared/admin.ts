import { z } from 'zod';
import { ProfileSchema } from './auth';
import { CONTACT_MESSAGE_STATUSES } from './contact';
import { CourseIdSchema, EmailSchema } from './fields';

const page = z.coerce
  .number({ error: 'La página no es válida.' })
  .int('La página no es válida.')
  .min(1, 'La página no es válida.')
  .max(100_000, 'La página no es válida.')
  .default(1);
const search = z.string().trim().max(100, 'La búsqueda es demasiado larga.').default('');

export const USER_FILTERS = ['admin', 'user'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const PURCHASE_FILTERS = [
  'approved',
  'pending',
  'unpaid',
  'rejected',
  'refunded',
  'abandoned',
  'duplicate',
] as const;
export type PurchaseFilter = (typeof PURCHASE_FILTERS)[number];

/** An empty or unknown filter means the whole list (so any text may be sent). */
const filterOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && values.includes(value) ? value : undefined),
    z.enum(values).optional(),
  );

export const AdminUsersQuerySchema = z.object({
  page,
  search,
  filter: filterOf(USER_FILTERS),
});
export const AdminPurchasesQuerySchema = z.object({
  page,
  search,
  filter: filterOf(PURCHASE_FILTERS),
});
export const INVOICE_FILTERS = ['pending', 'issued', 'failed', 'cancelled'] as const;
export const AdminInvoicesQuerySchema = z.object({
  page,
  search,
  filter: filterOf(INVOICE_FILTERS),
});
/** By kind, or the arrepentimientos waiting for an administrator's decision. */
export const CONSUMER_REQUEST_FILTERS = ['arrepentimiento', 'baja', 'pending_review'] as const;
export const AdminConsumerRequestsQuerySchema = z.object({
  page,
  search,
  filter: filterOf(CONSUMER_REQUEST_FILTERS),
});
export const CERTIFICATE_FILTERS = ['live', 'revoked'] as const;
export const AdminCertificatesQuerySchema = z.object({
  page,
  search,
  filter: filterOf(CERTIFICATE_FILTERS),
});
export type AdminCertificatesQuery = z.infer<typeof AdminCertificatesQuerySchema>;
/** The inbox by state: Nuevo, Respondido or Archivado. */
export const AdminContactMessagesQuerySchema = z.object({
  page,
  search,
  filter: filterOf(CONTACT_MESSAGE_STATUSES),
});
export type AdminContactMessagesQuery = z.infer<typeof AdminContactMessagesQuerySchema>;
/** The students' questions ('Preguntas'), of one course or (empty or malformed) of all. */
export const AdminQuestionsQuerySchema = z.object({
  page,
  courseId: CourseIdSchema.optional().catch(undefined),
});
export type AdminQuestionsQuery = z.infer<typeof AdminQuestionsQuerySchema>;
export const REVIEW_FILTERS = ['visible', 'hidden'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
/** The students' reviews ('Opiniones'), of one course or of all, visible or hidden ones. */
export const AdminReviewsQuerySchema = z.object({
  page,
  courseId: CourseIdSchema.optional().catch(undefined),
  filter: filterOf(REVIEW_FILTERS),
});
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuerySchema>;

export type AdminInvoicesQuery = z.infer<typeof AdminInvoicesQuerySchema>;
export type AdminConsumerRequestsQuery = z.infer<typeof AdminConsumerRequestsQuerySchema>;

/** Why an administrator did something to a buyer's purchase: told to the buyer as written. */
const reason = (ask: string) =>
  z
    .string({ error: ask })
    .trim()
    .min(5, ask)
    .max(500, 'El motivo puede tener como máximo 500 caracteres.');

export const RevokeCertificateSchema = z.object({
  reason: reason('Contá brevemente por qué se revoca el certificado.'),
});

export const RefundSchema = z.object({
  reason: reason('Contá brevemente el motivo del reintegro.'),
});

/** 'Reintegrar licencias sin usar': how many of a company's seats go back, and why. */
export const RefundSeatsSchema = RefundSchema.extend({
  seats: z.coerce
    .number({ error: 'Indicá cuántas licencias reintegrar.' })
    .int('Indicá un número entero de licencias.')
    .min(1, 'Indicá al menos 1 licencia.')
    .max(100, 'Una compra tiene como máximo 100 licencias.'),
});

/** 'Aprobar reintegro' or 'Rechazar' on an arrepentimiento under review. */
export const ReviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], {
    error: 'Elegí si aprobás el reintegro o lo rechazás.',
  }),
  reason: reason('Contá brevemente el motivo de la decisión.'),
});
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;
export type AdminPurchasesQuery = z.infer<typeof AdminPurchasesQuerySchema>;

export const AdminUserUpdateSchema = ProfileSchema.extend({
  email: EmailSchema,
  courses: z
    .array(z.object({ id: CourseIdSchema }), { error: 'Indicá los cursos del usuario.' })
    .max(500, 'Demasiados cursos.'),
  /** Optional: leave out to keep the roles as they are. */
  roles: z
    .array(z.enum(['user', 'admin']))
    .max(2)
    .optional(),
});
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

export const BlockUserSchema = z
  .object({
    blocked: z.boolean({ error: 'Indicá si la cuenta queda bloqueada.' }),
    reason: z
      .string()
      .trim()
      .max(500, 'El motivo puede tener como máximo 500 caracteres.')
      .default(''),
  })
  .refine((value) => !value.blocked || value.reason.length >= 5, {
    path: ['reason'],
    message: 'Contá brevemente el motivo del bloqueo.',
  });
export type BlockUserInput = z.infer<typeof BlockUserSchema>;
