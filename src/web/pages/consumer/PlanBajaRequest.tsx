import { MailCheck } from 'lucide';
import type { FormEvent } from 'react';
import { useRequestPlanBaja } from '../../api/plan-subscription';
import { Button } from '../../components/ui/Button';
import { EmailField } from '../../components/ui/EmailField';
import { useApiForm } from '../../lib/use-api-form';
import { MessageAnswer } from './MessageAnswer';
import type { Contact } from './use-consumer-request';

const TITLE = 'Cancelar el Plan Contador';

/** The e-mail the subscription is under; the answer asks to confirm from the e-mailed link. */
export function PlanBajaRequest({ contact }: { contact: Contact }) {
  const form = useApiForm({ email: contact.email });
  const request = useRequestPlanBaja();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(form.values.email, { onError: (error) => form.showError(error) });
  };

  if (request.data) {
    return (
      <MessageAnswer icon={MailCheck} title="Revisá tu correo" message={request.data.message} />
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={TITLE} className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-brand-900">{TITLE}</h2>
      <EmailField
        label="Correo electrónico"
        hint="El correo de la cuenta con la que te suscribiste."
        {...form.field('email')}
      />
      <Button type="submit" loading={request.isPending} className="mt-2 self-start">
        Enviarme el enlace
      </Button>
    </form>
  );
}
