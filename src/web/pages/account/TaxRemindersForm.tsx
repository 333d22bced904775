import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import type { AccountReminders } from '../../../shared/responses/tax-calendar';
import { useSaveReminders, useStopReminders } from '../../api/tax-reminders';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ObligationChoice } from '../../components/tax-reminders/ObligationChoice';
import {
  ALL_DAYS_BEFORE,
  daysBeforeOptions,
  DIGIT_OPTIONS,
  USUAL_DAYS_BEFORE,
} from '../../components/tax-reminders/reminder-options';
import { Modal } from '../../components/ui/Dialog';
import { SelectField } from '../../components/ui/FormField';
import { notify, toastOutcome } from '../../components/ui/toast';
import { useApiForm } from '../../lib/use-api-form';

const DAYS_OPTIONS = daysBeforeOptions(ALL_DAYS_BEFORE);

/** 'Cancelar los avisos': asks first. */
function StopRemindersDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const stop = useStopReminders();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Cancelar los avisos"
      description="¿Querés dejar de recibir los avisos de vencimientos por correo? Podés volver a activarlos cuando quieras."
    >
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses('outline')}>Volver</Dialog.Close>
        <Button
          variant="danger"
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(undefined, {
              onSuccess: () => {
                notify.success('Cancelamos tus avisos de vencimientos.');
                onOpenChange(false);
              },
              onError: toastOutcome.onError,
            })
          }
        >
          Sí, cancelar los avisos
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The account's reminders: the CUIT's last digit, the obligations and how many days ahead,
 * saved at once (the account's address is already verified); cancelled after a question.
 */
export function TaxRemindersForm({ reminders }: { reminders: AccountReminders }) {
  const { subscription, obligations } = reminders;
  const form = useApiForm({
    digit: subscription ? String(subscription.digit) : '',
    daysBefore: String(subscription?.daysBefore ?? USUAL_DAYS_BEFORE),
    obligations: subscription?.obligations ?? ([] as string[]),
  });
  const save = useSaveReminders();
  const [stopping, setStopping] = useState(false);

  const tick = (slug: string, ticked: boolean) =>
    form.set(
      'obligations',
      ticked
        ? [...form.values.obligations, slug]
        : form.values.obligations.filter((chosen) => chosen !== slug),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { digit, daysBefore } = form.values;
    save.mutate(
      {
        digit: digit === '' ? undefined : Number(digit),
        obligations: obligations
          .map((obligation) => obligation.slug)
          .filter((slug) => form.values.obligations.includes(slug)),
        daysBefore: Number(daysBefore),
      },
      {
        onSuccess: () =>
          notify.success(subscription ? 'Guardamos tus avisos.' : 'Activamos tus avisos.'),
        onError: (error) => form.showError(error),
      },
    );
  };

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <p className="text-sm text-slate-700" role="status">
        {subscription
          ? 'Tus avisos están activos: cada uno trae también un enlace para dejar de recibirlos.'
          : 'Todavía no recibís avisos. Elegí de qué vencimientos y activalos.'}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <SelectField
          label="Último número de tu CUIT"
          options={DIGIT_OPTIONS}
          {...form.field('digit')}
        />
        <ObligationChoice
          legend="¿De qué vencimientos te avisamos?"
          obligations={obligations}
          ticked={form.values.obligations}
          onTick={tick}
          error={form.errors.obligations}
        />
        <SelectField
          label="¿Cuándo te avisamos?"
          options={DAYS_OPTIONS}
          {...form.field('daysBefore')}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" loading={save.isPending}>
            {subscription ? 'Guardar cambios' : 'Activar los avisos'}
          </Button>
          {subscription && (
            <Button variant="outline" onClick={() => setStopping(true)}>
              Cancelar los avisos
            </Button>
          )}
        </div>
      </form>
      {subscription && <StopRemindersDialog open={stopping} onOpenChange={setStopping} />}
    </div>
  );
}
