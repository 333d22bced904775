import { z } from 'zod';
import type { PublicUser } from '../../../shared/auth';
import { isoDate } from '../../http/responses';

export const PublicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.enum(['user', 'admin'])),
  status: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  courses: z.array(
    z.object({ course: z.object({ id: z.number(), slug: z.string(), title: z.string() }) }),
  ),
}) satisfies z.ZodType<PublicUser>;

export const UserAnswer = z.object({ user: PublicUserSchema, message: z.string().optional() });
export const SessionAnswer = z.object({ user: PublicUserSchema.nullable() });
