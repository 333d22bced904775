import { useState, type FormEvent } from 'react';
import type { MonotributoAnswer } from '../../../shared/responses/monotributo';
import { ApiError } from '../../api/client';
import { placeInCategory } from '../../api/monotributo';
import { Button } from '../../components/ui/Button';
import { SelectField, TextField } from '../../components/ui/FormField';
import { useAction } from '../../lib/use-action';
import { useApiForm } from '../../lib/use-api-form';
import { CategoryAnswer } from './CategoryAnswer';
import { questionOf, type TypedFigures } from './figures';

const ACTIVITIES = [
  { value: 'servicios', label: 'Servicios (locaciones y prestaciones)' },
  { value: 'bienes', label: 'Venta de bienes (cosas muebles)' },
];

const EMPTY: TypedFigures = { income: '', activity: 'servicios', surface: '', kwh: '', rent: '' };

/** The calculator: the figures of the last 12 months, and the category they fit. */
export function CategoryCalculator() {
  const form = useApiForm(EMPTY);
  const place = useAction(placeInCategory);
  const [answer, setAnswer] = useState<MonotributoAnswer | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = questionOf(form.values);
    if ('errors' in read) {
      form.showError(new ApiError(400, 'Revisá los datos marcados.', read.errors));
      return;
    }
    place.mutate(read.question, {
      onSuccess: setAnswer,
      onError: (error) => {
        setAnswer(null);
        form.showError(error);
      },
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Calculadora de Monotributo"
        className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <TextField
          label="Ingresos brutos de los últimos 12 meses (ARS)"
          inputMode="decimal"
          placeholder="Por ejemplo, 12.500.000"
          hint="Todo lo que facturaste en los últimos 12 meses, sin descontar gastos."
          {...form.field('income')}
        />
        <SelectField label="Actividad" options={ACTIVITIES} {...form.field('activity')} />
        <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">
            Si tenés local u oficina (si no, dejalo vacío)
          </legend>
          <TextField
            label="Superficie afectada (m²)"
            inputMode="decimal"
            {...form.field('surface')}
          />
          <TextField
            label="Energía eléctrica consumida en el año (kWh)"
            inputMode="decimal"
            {...form.field('kwh')}
          />
          <TextField label="Alquileres del año (ARS)" inputMode="decimal" {...form.field('rent')} />
        </fieldset>
        <Button type="submit" variant="accent" loading={place.isPending}>
          Calcular mi categoría
        </Button>
      </form>
      {answer ? (
        <CategoryAnswer answer={answer} />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">
          Completá tus ingresos y tu actividad para ver tu categoría, cuánto pagás por mes y cuánto
          podés facturar antes de pasar a la siguiente.
        </p>
      )}
    </div>
  );
}
