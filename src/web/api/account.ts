import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, DeleteAccountInput, ProfileInput } from '../../shared/auth';
import { storeUser } from './auth';
import { apiRequest } from './client';
import type { MessageAnswer } from '../../shared/responses/common';
import type { UserChangeAnswer } from '../../shared/responses/auth';

export const accountApi = {
  updateProfile: (input: ProfileInput) =>
    apiRequest<UserChangeAnswer>('/user/update/profile', { method: 'PUT', body: input }),
  /** Sends a code to the new address; the e-mail changes only after `verifyEmail`. */
  updateEmail: (email: string) =>
    apiRequest<UserChangeAnswer>('/user/update/email', { method: 'PUT', body: { email } }),
  verifyEmail: (otp: string) =>
    apiRequest<UserChangeAnswer>('/auth/verify/email', { method: 'POST', body: { otp } }),
  updatePassword: (input: ChangePasswordInput) =>
    apiRequest<MessageAnswer>('/user/update/password', { method: 'PUT', body: input }),
  /** Asks for the password and the typed phrase: a session alone cannot delete an account. */
  deleteAccount: (input: DeleteAccountInput) =>
    apiRequest<MessageAnswer>('/user/delete', { method: 'DELETE', body: input }),
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
