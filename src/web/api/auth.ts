import type { QueryClient } from '@tanstack/react-query';
import type {
  CodePurpose,
  LoginInput,
  PublicUser,
  RegisterInput,
  ResetPasswordInput,
} from '../../shared/auth';
import { apiRequest } from './client';

/** The cached answer of the session check: the signed-in person, or null. */
export type Session = { user: PublicUser | null };
export type MessageAnswer = { message: string };
export type UserAnswer = { message: string; user: PublicUser };

export const sessionKey = ['session'] as const;

const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
const resetLinkPath = (id: string, token: string) =>
  `/auth/reset-password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

export const authApi = {
  /** The session check; a missing answer counts as signed out. */
  session: () =>
    apiRequest<Partial<Session> | undefined>('/auth/verify/token').then((answer) => ({
      user: answer?.user ?? null,
    })),
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

/** Replaces the signed-in person's data in the session cache (same person, new data). */
export function storeUser(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData<Session>(sessionKey, { user });
}

/**
 * Another person (or nobody) is now signed in: stores them and drops every other cached answer,
 * which may belong to the previous person; the queries on screen fetch again.
 */
export function switchUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.setQueryData<Session>(sessionKey, { user });
  const others = {
    predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== sessionKey[0],
  };
  queryClient.removeQueries({ ...others, type: 'inactive' });
  void queryClient.invalidateQueries(others);
}
