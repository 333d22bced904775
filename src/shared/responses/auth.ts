import { z } from 'zod';
import { isoDate } from './common';
import { CourseRefSchema } from './courses';

/**
 * A person as every answer shows them, to themselves or to the panel (see toUserIdentity): no
 * password hash; `status` is false until the e-mail is verified.
 */
export const UserIdentitySchema = z.object({
  id: z.string(),
  name: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.enum(['user', 'admin'])),
  status: z.boolean(),
  createdAt: isoDate,
});
export type UserIdentity = z.infer<typeof UserIdentitySchema>;

/** The signed-in person as the API returns it to them. */
export const PublicUserSchema = UserIdentitySchema.extend({
  updatedAt: isoDate,
  /** DNI, digits only; null until the person gives it. */
  document: z.string().nullable(),
  courses: z.array(z.object({ course: CourseRefSchema })),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const UserAnswerSchema = z.object({
  user: PublicUserSchema,
  message: z.string().optional(),
});
export type UserAnswer = z.infer<typeof UserAnswerSchema>;

/** A change to the signed-in person's account: their new data and what happened. */
export const UserChangeAnswerSchema = z.object({ user: PublicUserSchema, message: z.string() });
export type UserChangeAnswer = z.infer<typeof UserChangeAnswerSchema>;

/** The session check: the signed-in person, or null. */
export const SessionAnswerSchema = z.object({ user: PublicUserSchema.nullable() });
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;
