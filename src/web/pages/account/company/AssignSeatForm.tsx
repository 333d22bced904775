import { useState, type FormEvent } from 'react';
import { useAssignSeat } from '../../../api/company-seats';
import { ApiError } from '../../../api/client';
import { Button } from '../../../components/ui/Button';
import { EmailField } from '../../../components/ui/EmailField';
import { notify } from '../../../components/ui/toast';

/**
 * 'Asignar licencia': the e-mail of who is to study. Every refusal (a bad address, no seats left,
 * an address already in) is said under the field.
 */
export function AssignSeatForm({ purchaseId }: { purchaseId: string }) {
  const assign = useAssignSeat(purchaseId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(email, {
      onSuccess: ({ seat }) => {
        notify.success(`Enviamos la invitación a ${seat.email}.`);
        setEmail('');
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError
            ? (failure.fieldMessage('email') ?? failure.message)
            : failure.message,
        ),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Asignar licencia"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <EmailField
        label="Correo de quien va a estudiar"
        name="email"
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        autoComplete="off"
        className="sm:w-80"
      />
      <Button type="submit" loading={assign.isPending} className="sm:mt-6">
        Asignar licencia
      </Button>
    </form>
  );
}
