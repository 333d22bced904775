import type { FormEvent } from 'react';
import { useSession } from '../../auth/session-context';
import { fullName } from '../../components/layout/account-links';
import { useApiForm } from '../../lib/use-api-form';
import type { ConsumerRequestAnswer } from '../../../shared/responses/consumer';

export type Contact = { name: string; email: string };

/**
 * The signed-in person's name and e-mail to start a request with (empty for a visitor), and a
 * key for the request's form: it changes when the session check finds someone, so the form
 * starts again with their data. Signing in is never needed.
 */
export function useSignedInContact(): { key: string; contact: Contact } {
  const { user } = useSession();
  return {
    key: user?.id ?? 'visitor',
    contact: { name: user ? fullName(user) : '', email: user?.email ?? '' },
  };
}

/** What the hook needs of a request's mutation (see api/consumer.ts). */
type RequestMutation<T> = {
  mutate: (input: T, options: { onError: (error: Error) => void }) => void;
  data?: ConsumerRequestAnswer;
  isPending: boolean;
};

/** A request's form and its answer. The server's messages go under the fields, or to a toast. */
export function useConsumerRequest<T extends Record<string, string>>(
  request: RequestMutation<T>,
  initial: T,
) {
  const form = useApiForm(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(form.values, { onError: (error) => form.showError(error) });
  };
  return {
    form,
    submit,
    answer: request.data,
    sending: request.isPending,
  };
}
