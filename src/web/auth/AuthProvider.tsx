import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { checkSession, sessionKey } from '../api/auth';
import { ApiError } from '../api/client';
import { useResource } from '../store/use-resource';
import { SessionContext, type SessionState } from './session-context';

/** Only a network failure or a server error is worth a second try; 4xx means signed out. */
const retryOnce = (failures: number, error: Error) =>
  failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);

/**
 * Checks the session once at start (GET /auth/verify/token, stored under 'session') and shares
 * the result. Any failure of the check counts as signed out. Sign-in, sign-out and profile changes
 * write to the same entry, so every reader updates at once.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const check = useResource(sessionKey, checkSession, { retry: retryOnce });
  const user = check.data?.user ?? null;
  const endedAt = check.data?.endedAt;
  const status = check.isPending ? 'loading' : user ? 'authenticated' : 'unauthenticated';
  const session = useMemo<SessionState>(() => ({ user, status, endedAt }), [user, status, endedAt]);
  // The check's first answer reaches the readers in a background render: parts of a rendered page
  // that React has not taken over yet would otherwise all be taken over at once, in one long task,
  // the moment it arrives. Every later change (signing in or out) reaches them at once.
  const first = useDeferredValue(session);
  const shared = first.status === 'loading' ? first : session;
  return <SessionContext.Provider value={shared}>{children}</SessionContext.Provider>;
}
