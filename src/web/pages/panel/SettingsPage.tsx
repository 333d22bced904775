import type { FormEvent } from 'react';
import { MAX_INSTALLMENTS } from '../../../shared/installments';
import type { PaymentSettingsAnswer } from '../../../shared/responses/payments';
import { usePaymentSettings, useSavePaymentSettings } from '../../api/admin-settings';
import { PageLoading } from '../../components/layout/PageLoading';
import { Checkbox } from '../../components/ui/Checkbox';
import { TextField } from '../../components/ui/FormField';
import { LoadError } from '../../components/ui/LoadError';
import { notify } from '../../components/ui/toast';
import { useApiForm } from '../../lib/use-api-form';
import { Link } from '../../navigation/Link';
import { FormCard, FormCardSave } from './FormCard';
import { PanelPage } from './PanelPage';

/** Mounted once the settings arrive, so it starts from them. */
function PaymentSettingsForm({ settings }: { settings: PaymentSettingsAnswer }) {
  const save = useSavePaymentSettings();
  const form = useApiForm({
    maxInstallments: String(settings.maxInstallments),
    interestFree: settings.interestFree,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form.values, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => form.showError(error),
    });
  };

  return (
    <FormCard
      title="Cuotas"
      description="Cuántas cuotas ofrece el pago con MercadoPago. La página de cada curso dice «Pagalo en hasta N cuotas»; con 1, se paga en un solo pago y no se mencionan cuotas."
      onSubmit={submit}
      className="max-w-2xl"
    >
      <TextField
        label="Cantidad máxima de cuotas"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_INSTALLMENTS}
        step={1}
        hint={`De 1 a ${MAX_INSTALLMENTS}.`}
        className="sm:max-w-40"
        {...form.field('maxInstallments')}
      />
      <Checkbox
        label="El estudio absorbe el interés (cuotas sin interés)"
        hint="Marcalo solo si configuraste las cuotas sin interés en tu cuenta de MercadoPago: la página del curso dirá «sin interés»."
        checked={form.values.interestFree}
        error={form.errors.interestFree}
        onChange={(event) => form.set('interestFree', event.target.checked)}
      />
      <FormCardSave saving={save.isPending} />
    </FormCard>
  );
}

/**
 * /panel/settings: how buyers may pay (the cap on cuotas, and whether they are interest-free), and
 * the ways to the 'Plan Contador', the team, the Monotributo's tables and the due dates.
 */
export default function SettingsPage() {
  const settings = usePaymentSettings();
  return (
    <PanelPage>
      {settings.isError ? (
        <LoadError>
          Ocurrió un error al obtener la configuración. Intente de nuevo más tarde.
        </LoadError>
      ) : settings.data ? (
        <PaymentSettingsForm settings={settings.data} />
      ) : (
        <PageLoading />
      )}
      <section className="mt-8 flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h3 className="text-lg font-semibold text-brand-900">Plan Contador</h3>
        <p className="text-sm text-slate-700">
          La suscripción mensual a todos los cursos: su precio, si se ofrece, sus suscriptores, el
          MRR y las cancelaciones de cada mes.
        </p>
        <Link
          to="/panel/settings/plan-contador"
          className="w-fit text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          Plan Contador
        </Link>
      </section>
      <section className="flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h3 className="text-lg font-semibold text-brand-900">Equipo</h3>
        <p className="text-sm text-slate-700">
          Quiénes enseñan los cursos: cada curso elige a alguien del equipo y su página lo presenta
          con foto, título y una breve presentación.
        </p>
        <Link
          to="/panel/settings/equipo"
          className="w-fit text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          Equipo
        </Link>
      </section>
      <section className="flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h3 className="text-lg font-semibold text-brand-900">Calculadora de Monotributo</h3>
        <p className="text-sm text-slate-700">
          Las tablas de categorías que usa la calculadora pública, cada una desde su fecha.
        </p>
        <Link
          to="/panel/settings/monotributo"
          className="w-fit text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          Tablas del Monotributo
        </Link>
      </section>
      <section className="flex max-w-2xl flex-col gap-2 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h3 className="text-lg font-semibold text-brand-900">Calendario de vencimientos</h3>
        <p className="text-sm text-slate-700">
          Las fechas de vencimiento de ARCA que muestra /vencimientos y que usan los recordatorios
          por e-mail: importalas, corregilas y confirmalas cada año.
        </p>
        <Link
          to="/panel/settings/vencimientos"
          className="w-fit text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          Vencimientos impositivos
        </Link>
      </section>
    </PanelPage>
  );
}
