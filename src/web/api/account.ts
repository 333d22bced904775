import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, DeleteAccountInput, ProfileInput } from '../../shared/auth';
import * as routes from '../../shared/contracts/account';
import type { UserChangeAnswer } from '../../shared/responses/auth';
import { storeUser } from './auth';
import { call } from './call';

export const accountApi = {
  updateProfile: (input: ProfileInput) => call(routes.updateProfile, { body: input }),
  /** Sends a code to the new address; the e-mail changes only after `verifyEmail`. */
  updateEmail: (email: string) => call(routes.updateEmail, { body: { email } }),
  verifyEmail: (otp: string) => call(routes.verifyEmail, { body: { otp } }),
  updatePassword: (input: ChangePasswordInput) => call(routes.updatePassword, { body: input }),
  /** Asks for the password and the typed phrase: a session alone cannot delete an account. */
  deleteAccount: (input: DeleteAccountInput) => call(routes.deleteAccount, { body: input }),
};

/** A mutation whose answer carries the updated user, stored in the session cache. */
function useUserMutation<Input>(mutationFn: (input: Input) => Promise<UserChangeAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => storeUser(client, answer.user),
  });
}

export const useUpdateProfile = () => useUserMutation(accountApi.updateProfile);
export const useUpdateEmail = () => useUserMutation(accountApi.updateEmail);
export const useVerifyEmail = () => useUserMutation(accountApi.verifyEmail);
export const useUpdatePassword = () => useMutation({ mutationFn: accountApi.updatePassword });
