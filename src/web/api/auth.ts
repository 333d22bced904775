import type { PublicUser } from '../../shared/auth';
import type { DataStore } from '../store/data-store';
import { apiRequest } from './client';

/** The cached answer of the session check: the signed-in person, or null. */
export type Session = { user: PublicUser | null };

/** The session check's entry in the data store. */
export const sessionKey = 'session';

/** The session check; a missing answer counts as signed out. */
export const checkSession = (): Promise<Session> =>
  apiRequest<Partial<Session> | undefined>('/auth/verify/token').then((answer) => ({
    user: answer?.user ?? null,
  }));

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
