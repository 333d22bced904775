import type { FormEvent } from 'react';
import type { PlanSettingsAnswer } from '../../../../shared/responses/plan-subscription';
import { useSavePlanSettings } from '../../../api/admin-plan';
import { Checkbox } from '../../../components/ui/Checkbox';
import { TextField } from '../../../components/ui/FormField';
import { notify } from '../../../components/ui/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { FormCard, FormCardSave } from '../FormCard';

/** The plan's monthly price and whether it is offered; mounted once they arrive. */
export function PlanSettingsForm({ settings }: { settings: PlanSettingsAnswer }) {
  const save = useSavePlanSettings();
  const form = useApiForm({
    monthlyPrice: settings.monthlyPrice > 0 ? String(settings.monthlyPrice) : '',
    active: settings.active,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form.values, {
      onSuccess: (answer) =>
        notify.success(
          answer.active
            ? 'Guardamos el Plan Contador: ya se ofrece en /plan-contador.'
            : 'Guardamos el Plan Contador: no se ofrece por ahora.',
        ),
      onError: (error) => form.showError(error),
    });
  };

  return (
    <FormCard
      title="Precio y oferta"
      description="Un cambio de precio vale para las suscripciones nuevas; las que ya están siguen con el suyo."
      onSubmit={submit}
      className="max-w-2xl"
    >
      <TextField
        label="Precio mensual (ARS)"
        type="number"
        inputMode="decimal"
        min={1}
        step="any"
        className="sm:max-w-48"
        {...form.field('monthlyPrice')}
      />
      <Checkbox
        label="Ofrecer el plan"
        hint="Sin marcar, /plan-contador dice que no está disponible y nadie puede suscribirse; las suscripciones que ya están siguen."
        checked={form.values.active}
        error={form.errors.active}
        onChange={(event) => form.set('active', event.target.checked)}
      />
      <FormCardSave saving={save.isPending} />
    </FormCard>
  );
}
