import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '../navigation/navigation';
import { switchUser } from '../api/auth';
import { authApi } from '../api/auth-actions';
import { ApiError } from '../api/client';
import { notify } from '../components/ui/toast';
import { useAction, type Handlers } from '../lib/use-action';

/** Forgets the person locally and goes home (after the server ended the session). */
export function useSignOut(): () => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    switchUser(client, null);
    void navigate('/');
  }, [client, navigate]);
}

const logout = () => authApi.logout();

/** Ends the session on the server (which clears the cookie), then signs out locally. */
export function useLogout() {
  const signOut = useSignOut();
  const action = useAction(logout, {
    onSuccess: signOut,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) signOut();
      else notify.error(error.message);
    },
  });
  return {
    isPending: action.isPending,
    mutate: (handlers?: Handlers<unknown>) => action.mutate(undefined, handlers),
  };
}
