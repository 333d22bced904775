import { z } from 'zod';
import type { UserIdentity } from '../../../shared/account-rules';
import type { PublicUser } from '../../../shared/auth';
import { isoDate } from '../../http/responses';

export const CourseRefSchema = z.object({ id: z.number(), slug: z.string(), title: z.string() });

/** What every answer shows of a person (see toUserIdentity). */
export const UserIdentitySchema = z.object({
  id: z.string(),
  name: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.enum(['user', 'admin'])),
  status: z.boolean(),
  createdAt: isoDate,
}) satisfies z.ZodType<UserIdentity>;

export const PublicUserSchema = UserIdentitySchema.extend({
  updatedAt: isoDate,
  document: z.string().nullable(),
  courses: z.array(z.object({ course: CourseRefSchema })),
}) satisfies z.ZodType<PublicUser>;

export const UserAnswer = z.object({ user: PublicUserSchema, message: z.string().optional() });
export const SessionAnswer = z.object({ user: PublicUserSchema.nullable() });
