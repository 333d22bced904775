import { useId, type FormEvent } from 'react';
import type { Obligation } from '../../../../shared/responses/tax-calendar';
import { useCreateObligation } from '../../../api/admin-tax-calendar';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/FormField';
import { notify } from '../../../components/ui/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { FormCard } from '../FormCard';

/**
 * The obligations of the calendar, by name and by the address name a CSV may use, and
 * 'Agregar obligación' for one more.
 */
export function ObligationForm({ obligations }: { obligations: Obligation[] }) {
  const create = useCreateObligation();
  const form = useApiForm({ label: '' });
  const listId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(form.values.label, {
      onSuccess: (obligation) => {
        notify.success(`Agregamos la obligación ${obligation.label}.`);
        form.reset();
      },
      onError: (error) => form.showError(error),
    });
  };

  return (
    <FormCard
      title="Agregar obligación"
      description="Una obligación más para importar sus fechas y para que los lectores la elijan en sus recordatorios."
      onSubmit={submit}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="grow">
          <TextField label="Nombre" maxLength={80} autoComplete="off" {...form.field('label')} />
        </div>
        <Button type="submit" loading={create.isPending} className="sm:mt-7">
          Agregar
        </Button>
      </div>
      <div className="flex flex-col gap-1.5">
        <p id={listId} className="text-sm font-medium text-slate-700">
          Obligaciones (nombre · dirección)
        </p>
        <ul aria-labelledby={listId} className="flex flex-wrap gap-2 text-sm">
          {obligations.map(({ slug, label }) => (
            <li key={slug} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
              {label} <span className="text-slate-600">· {slug}</span>
            </li>
          ))}
        </ul>
      </div>
    </FormCard>
  );
}
