import type {
  CodePurpose,
  LoginInput,
  PublicUser,
  RegisterInput,
  ResetPasswordInput,
} from '../../shared/auth';
import { apiRequest } from './client';

// The session check is in auth.ts: it is the only call every page makes.

export type MessageAnswer = { message: string };
export type UserAnswer = { message: string; user: PublicUser };

const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
const resetLinkPath = (id: string, token: string) =>
  `/auth/reset-password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

export const authApi = {
  login: (input: LoginInput) => post<{ user: PublicUser }>('/auth/login', input),
  register: (input: RegisterInput) => post<UserAnswer>('/auth/register', input),
  logout: () => post<MessageAnswer>('/auth/logout'),
  verifyAccount: (otp: string) => post<UserAnswer>('/auth/verify/account', { otp }),
  resendCode: (purpose: CodePurpose) => post<MessageAnswer>('/auth/resendOtp', { purpose }),
  forgotPassword: (email: string) => post<MessageAnswer>('/auth/forgot-password', { email }),
  checkResetLink: (id: string, token: string) =>
    apiRequest<MessageAnswer>(resetLinkPath(id, token), { cache: 'no-store' }),
  resetPassword: (id: string, token: string, input: ResetPasswordInput) =>
    post<MessageAnswer>(resetLinkPath(id, token), input),
};
