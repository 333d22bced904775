import type {
  CodePurpose,
  LoginInput,
  PublicUser,
  RegisterInput,
  ResetPasswordInput,
} from '../../shared/auth';
import type { DataStore } from '../store/data-store';
import { apiRequest } from './client';

/** The cached answer of the session check: the signed-in person, or null. */
export type Session = { user: PublicUser | null };
export type MessageAnswer = { message: string };
export type UserAnswer = { message: string; user: PublicUser };

/** The session check's entry in the data store. */
export const sessionKey = 'session';

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

/** Replaces the signed-in person's data in the session entry (same person, new data). */
export function storeUser(store: DataStore, user: PublicUser): void {
  store.write<Session>(sessionKey, { user });
}

const userSwitchListeners = new Set<() => void>();

/** Called whenever another person (or nobody) signs in; the query cache of api/query-area.tsx listens. */
export function onUserSwitch(listener: () => void): void {
  userSwitchListeners.add(listener);
}

/**
 * Another person (or nobody) is now signed in: stores them, forgets their courses and marks
 * every other answer stale, as it may belong to the previous person; what is on screen loads again.
 */
export function switchUser(store: DataStore, user: PublicUser | null): void {
  store.write<Session>(sessionKey, { user });
  store.remove(isPersonal);
  store.invalidate((key) => key !== sessionKey);
  for (const listener of userSwitchListeners) listener();
}

/** The entries that belong to one person (see learning.ts). */
export const isPersonal = (key: string) => key.startsWith('owned/');
