import { z } from 'zod';
import {
  ForgotPasswordSchema,
  INVALID_RESET_LINK,
  LoginSchema,
  OtpSchema,
  RegisterSchema,
  ResendCodeSchema,
  ResetPasswordSchema,
} from '../auth';
import { SessionAnswerSchema, UserAnswerSchema, UserChangeAnswerSchema } from '../responses/auth';
import { MessageAnswerSchema } from '../responses/common';
import { defineRoute } from './define-route';

const message = { 200: MessageAnswerSchema };

/** A new account, signed in at once; it still has to be verified with the mailed code. */
export const register = defineRoute({
  method: 'POST',
  path: '/auth/register',
  body: RegisterSchema,
  response: { 201: UserChangeAnswerSchema },
});

export const login = defineRoute({
  method: 'POST',
  path: '/auth/login',
  body: LoginSchema,
  response: { 200: UserAnswerSchema },
});

export const logout = defineRoute({ method: 'POST', path: '/auth/logout', response: message });

/** The session check every page makes: the signed-in person, or null. */
export const verifySession = defineRoute({
  method: 'GET',
  path: '/auth/verify/token',
  response: { 200: SessionAnswerSchema },
});

export const verifyAccount = defineRoute({
  method: 'POST',
  path: '/auth/verify/account',
  body: OtpSchema,
  response: { 200: UserChangeAnswerSchema },
});

export const resendCode = defineRoute({
  method: 'POST',
  path: '/auth/resendOtp',
  body: ResendCodeSchema,
  response: message,
});

export const forgotPassword = defineRoute({
  method: 'POST',
  path: '/auth/forgot-password',
  body: ForgotPasswordSchema,
  response: message,
});

/** The link of a password-reset mail; any malformed one is just "not valid". */
const ResetLinkParams = z.object({
  id: z.string().uuid({ error: INVALID_RESET_LINK }),
  token: z.string().min(20, INVALID_RESET_LINK).max(100, INVALID_RESET_LINK),
});

/** Asked by the reset page first, so a used or expired link is said before anything is typed. */
export const checkResetLink = defineRoute({
  method: 'GET',
  path: '/auth/reset-password/:id/:token',
  params: ResetLinkParams,
  response: message,
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/auth/reset-password/:id/:token',
  params: ResetLinkParams,
  body: ResetPasswordSchema,
  response: message,
});
