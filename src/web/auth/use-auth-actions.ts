import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authApi, storeUser, switchUser } from '../api/auth';
import { ApiError } from '../api/client';
import { notify } from '../components/ui/toast';

/** Signs in; on success stores the person and goes to `redirectTo`. */
export function useLogin(redirectTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authApi.login,
    onSuccess: ({ user }) => {
      switchUser(queryClient, user);
      void navigate(redirectTo, { replace: true });
    },
  });
}

/** Creates the account; the person is signed in, unverified, and a code was e-mailed. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.register,
    onSuccess: ({ user }) => switchUser(queryClient, user),
  });
}

/** Confirms the account with the e-mailed code; stores the now verified person. */
export function useVerifyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.verifyAccount,
    onSuccess: ({ user }) => storeUser(queryClient, user),
  });
}

/** Forgets the person locally and goes home (after the server ended the session). */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    switchUser(queryClient, null);
    void navigate('/');
  }, [queryClient, navigate]);
}

/** Ends the session on the server (which clears the cookie), then signs out locally. */
export function useLogout() {
  const signOut = useSignOut();
  return useMutation({
    mutationFn: authApi.logout,
    onSuccess: signOut,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) signOut();
      else notify.error(error.message);
    },
  });
}
