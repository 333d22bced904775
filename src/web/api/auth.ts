import type { QueryClient } from '@tanstack/react-query';
import { invalidateData, removeData, writeData } from '../store/cache';
import { verifySession } from '../../shared/contracts/auth';
import type { PublicUser, SessionAnswer } from '../../shared/responses/auth';
import { call } from './call';

/**
 * The cached answer of the session check: the signed-in person, or null. `endedAt`: the address
 * (path and query) where a session ended during this visit (signing out, closing the account).
 */
export type Session = SessionAnswer & { endedAt?: string };

/** The session check's entry in the data cache. */
export const sessionKey = 'session';

/** The session check; a missing answer counts as signed out. */
export const checkSession = (): Promise<Session> =>
  call(verifySession).then((answer: Partial<SessionAnswer> | undefined) => ({
    user: answer?.user ?? null,
  }));

/** Replaces the signed-in person's data in the session entry (same person, new data). */
export function storeUser(client: QueryClient, user: PublicUser): void {
  writeData<Session>(client, sessionKey, { user });
}

/**
 * Another person (or nobody) is now signed in: stores them, forgets their courses and the answers
 * nobody shows, and marks every other answer stale, as it may belong to the previous person; what
 * is on screen loads again.
 */
export function switchUser(client: QueryClient, user: PublicUser | null): void {
  const { pathname, search } = window.location;
  writeData<Session>(client, sessionKey, user ? { user } : { user, endedAt: pathname + search });
  removeData(client, isPersonal);
  client.removeQueries({
    type: 'inactive',
    predicate: (query) => query.queryKey[0] !== sessionKey,
  });
  invalidateData(client, (name) => name !== sessionKey);
}

/** The entries that belong to one person (see learning.ts). */
export const isPersonal = (key: string) => key.startsWith('owned/');
