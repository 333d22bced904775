import { z } from 'zod';
import { DniSchema, EmailSchema, requiredText } from './fields';

import { CODE_PURPOSES, confirmsDeletion, DELETE_ACCOUNT_PHRASE } from './account-rules';

export * from './account-rules';

const PasswordSchema = z
  .string({ error: 'Ingresá una contraseña.' })
  .min(1, { error: 'Ingresá una contraseña.', abort: true })
  .min(8, { error: 'La contraseña debe tener al menos 8 caracteres.', abort: true })
  .max(128, 'La contraseña puede tener como máximo 128 caracteres.');

export const UsernameSchema = requiredText('un nombre de usuario', 'El nombre de usuario', {
  min: 3,
  max: 30,
}).regex(
  /^[A-Za-z0-9._-]+$/,
  'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos.',
);

const PersonSchema = z.object({
  name: requiredText('tu nombre', 'El nombre', { min: 2, max: 50 }),
  lastname: requiredText('tu apellido', 'El apellido', { min: 2, max: 50 }),
  username: UsernameSchema,
});

export const ProfileSchema = PersonSchema.extend({
  /** The DNI printed on certificates; left out or empty keeps the one on file. */
  document: z.preprocess((value) => (value === '' ? undefined : value), DniSchema.optional()),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const RegisterSchema = PersonSchema.extend({
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** A password typed to prove who one is (its length rules are those of the day it was set). */
const EnteredPasswordSchema = z
  .string({ error: 'Ingresá tu contraseña.' })
  .min(1, 'Ingresá tu contraseña.')
  .max(128);

export const LoginSchema = z.object({ email: EmailSchema, password: EnteredPasswordSchema });
export type LoginInput = z.infer<typeof LoginSchema>;

export const OtpSchema = z.object({
  otp: z
    .string({ error: 'Ingresá el código.' })
    .trim()
    .min(1, { error: 'Ingresá el código.', abort: true })
    .regex(/^\d{6}$/, 'El código tiene 6 dígitos.'),
});
export type OtpInput = z.infer<typeof OtpSchema>;

/** Body of a resend; may be absent (a call with no body means the account verification). */
export const ResendCodeSchema = z.object({ purpose: z.enum(CODE_PURPOSES).optional() }).nullish();

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'Repetí la contraseña.' }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Las contraseñas no coinciden.',
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const ChangeEmailSchema = z.object({ email: EmailSchema });

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Ingresá tu contraseña actual.' })
      .min(1, 'Ingresá tu contraseña actual.')
      .max(128),
    newPassword: PasswordSchema,
    newPasswordConfirm: z.string({ error: 'Repetí la nueva contraseña.' }),
  })
  .refine((value) => value.newPassword === value.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: 'Las contraseñas no coinciden.',
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** The proof asked before deleting one's own account: the password and the typed phrase. */
const TYPE_THE_PHRASE = `Escribí "${DELETE_ACCOUNT_PHRASE}" para confirmar.`;
export const DeleteAccountSchema = z.object({
  password: EnteredPasswordSchema,
  phrase: z.string({ error: TYPE_THE_PHRASE }).max(200).refine(confirmsDeletion, TYPE_THE_PHRASE),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

export const INVALID_RESET_LINK =
  'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Pedí uno nuevo.';
