import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  OtpSchema,
  ProfileSchema,
} from '../auth';
import { UserAnswerSchema, UserChangeAnswerSchema } from '../responses/auth';
import { MessageAnswerSchema } from '../responses/common';
import { defineRoute } from './define-route';

/** The signed-in person as the account pages show them. */
export const ownUser = defineRoute({
  method: 'GET',
  path: '/user',
  response: { 200: UserAnswerSchema },
});

export const updateProfile = defineRoute({
  method: 'PUT',
  path: '/user/update/profile',
  body: ProfileSchema,
  response: { 200: UserChangeAnswerSchema },
});

/** Sends a code to the new address; the e-mail changes only after `verifyEmail`. */
export const updateEmail = defineRoute({
  method: 'PUT',
  path: '/user/update/email',
  body: ChangeEmailSchema,
  response: { 200: UserChangeAnswerSchema },
});

export const verifyEmail = defineRoute({
  method: 'POST',
  path: '/auth/verify/email',
  body: OtpSchema,
  response: { 200: UserChangeAnswerSchema },
});

export const updatePassword = defineRoute({
  method: 'PUT',
  path: '/user/update/password',
  body: ChangePasswordSchema,
  response: { 200: MessageAnswerSchema },
});

/** Asks for the password and the typed phrase: a session alone cannot delete an account. */
export const deleteAccount = defineRoute({
  method: 'DELETE',
  path: '/user/delete',
  body: DeleteAccountSchema,
  response: { 200: MessageAnswerSchema },
});
