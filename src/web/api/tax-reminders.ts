import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import * as routes from '../../shared/contracts/account-tax-reminders';
import type { AccountReminders } from '../../shared/responses/tax-calendar';
import type { ReminderChoicesSchema } from '../../shared/tax-calendar';
import { useSession } from '../auth/session-context';
import { call } from './call';

/** What the account's form sends: the digit, the obligations' slugs and the days ahead. */
export type ReminderChoicesInput = z.input<typeof ReminderChoicesSchema>;

/** Per person, so a stored answer never shows up for someone else. */
const remindersKey = (userId: string) => ['tax-reminders', userId] as const;

/** The key of the signed-in person's reminders. */
function useRemindersKey() {
  const { user } = useSession();
  return remindersKey(user?.id ?? '');
}

/**
 * The signed-in account's reminders of due dates ('Avisos de vencimientos'), and the
 * obligations to choose from; asked only for a verified address, the only one that has them.
 */
export function useAccountReminders() {
  const { user, status } = useSession();
  return useQuery({
    queryKey: useRemindersKey(),
    queryFn: () => call(routes.accountReminders, undefined, { cache: 'no-store' }),
    enabled: status === 'authenticated' && user?.status === true,
    staleTime: 0,
  });
}

/** Saves the choices (starting the reminders, or changing them): no confirmation mail. */
export function useSaveReminders() {
  const client = useQueryClient();
  const key = useRemindersKey();
  return useMutation({
    mutationFn: (choices: ReminderChoicesInput) =>
      call(routes.saveAccountReminders, { body: choices }),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}

/** Ends the reminders. */
export function useStopReminders() {
  const client = useQueryClient();
  const key = useRemindersKey();
  return useMutation({
    mutationFn: () => call(routes.stopAccountReminders),
    onSuccess: () =>
      client.setQueryData<AccountReminders>(key, (current) =>
        current ? { ...current, subscription: null } : current,
      ),
  });
}
