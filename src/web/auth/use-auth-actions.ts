import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../navigation/navigation';
import { storeUser, switchUser } from '../api/auth';
import { authApi } from '../api/auth-actions';
import { useDataStore } from '../store/use-resource';

/** Signs in; on success stores the person and goes to `redirectTo`. */
export function useLogin(redirectTo: string) {
  const store = useDataStore();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authApi.login,
    onSuccess: ({ user }) => {
      switchUser(store, user);
      void navigate(redirectTo, { replace: true });
    },
  });
}

/** Creates the account; the person is signed in, unverified, and a code was e-mailed. */
export function useRegister() {
  const store = useDataStore();
  return useMutation({
    mutationFn: authApi.register,
    onSuccess: ({ user }) => switchUser(store, user),
  });
}

/** Confirms the account with the e-mailed code; stores the now verified person. */
export function useVerifyAccount() {
  const store = useDataStore();
  return useMutation({
    mutationFn: authApi.verifyAccount,
    onSuccess: ({ user }) => storeUser(store, user),
  });
}
