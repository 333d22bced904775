import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../navigation/navigation';
import { storeUser, switchUser } from '../api/auth';
import { authApi } from '../api/auth-actions';

/** Signs in; on success stores the person and goes to `redirectTo`. */
export function useLogin(redirectTo: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authApi.login,
    onSuccess: ({ user }) => {
      switchUser(client, user);
      void navigate(redirectTo, { replace: true });
    },
  });
}

/** Creates the account; the person is signed in, unverified, and a code was e-mailed. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: authApi.register,
    onSuccess: ({ user }) => switchUser(client, user),
  });
}

/** Confirms the account with the e-mailed code; stores the now verified person. */
export function useVerifyAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: authApi.verifyAccount,
    onSuccess: ({ user }) => storeUser(client, user),
  });
}
