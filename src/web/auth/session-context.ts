import { createContext, useContext } from 'react';
import type { PublicUser } from '../../shared/responses/auth';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
export type SessionState = {
  user: PublicUser | null;
  status: SessionStatus;
  /** Where the session ended during this visit, if it did (see `Session`). */
  endedAt?: string;
};

export const SessionContext = createContext<SessionState | null>(null);

/** The signed-in person and whether the session check at start has finished. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <AuthProvider>');
  return session;
}

/** The signed-in person, on pages that <SignedInOnly> only renders when there is one. */
export function useUser(): PublicUser {
  const { user } = useSession();
  if (!user) throw new Error('useUser must be used inside <SignedInOnly>');
  return user;
}
