import type { CodePurpose, LoginInput, RegisterInput, ResetPasswordInput } from '../../shared/auth';
import { apiRequest } from './client';
import type { MessageAnswer } from '../../shared/responses/common';
import type { UserAnswer, UserChangeAnswer } from '../../shared/responses/auth';

// The session check is in auth.ts: it is the only call every page makes.

const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
const resetLinkPath = (id: string, token: string) =>
  `/auth/reset-password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

export const authApi = {
  login: (input: LoginInput) => post<UserAnswer>('/auth/login', input),
  register: (input: RegisterInput) => post<UserChangeAnswer>('/auth/register', input),
  logout: () => post<MessageAnswer>('/auth/logout'),
  verifyAccount: (otp: string) => post<UserChangeAnswer>('/auth/verify/account', { otp }),
  resendCode: (purpose: CodePurpose) => post<MessageAnswer>('/auth/resendOtp', { purpose }),
  forgotPassword: (email: string) => post<MessageAnswer>('/auth/forgot-password', { email }),
  checkResetLink: (id: string, token: string) =>
    apiRequest<MessageAnswer>(resetLinkPath(id, token), { cache: 'no-store' }),
  resetPassword: (id: string, token: string, input: ResetPasswordInput) =>
    post<MessageAnswer>(resetLinkPath(id, token), input),
};
