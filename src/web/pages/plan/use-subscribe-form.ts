import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSubscribe } from '../../api/plan-subscription';
import { useApiForm } from '../../lib/use-api-form';
import { usePlaceFields } from '../buy/use-place-fields';
import type { PayerData } from '../../../shared/responses/payments';

/**
 * The payer form of 'Suscribirme': sending it leaves for the authorization of the monthly charge.
 * The server's messages go under the fields; one for no field (an unverified account, a
 * subscription already there) to a toast, and the subscription is read again.
 */
export function useSubscribeForm(initial: PayerData) {
  const client = useQueryClient();
  const form = useApiForm(initial);
  const place = usePlaceFields(form);
  const subscribe = useSubscribe();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(form.values, {
      onError: (error) => {
        form.showError(error);
        void client.invalidateQueries({ queryKey: ['own-subscription'] });
      },
    });
  };

  // Still busy after success: the browser is on its way to the authorization.
  return { form, place, submit, sending: subscribe.isPending || subscribe.isSuccess };
}
