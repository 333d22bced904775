import { useState, type FormEvent } from 'react';
import type { DayRange } from '../../../../shared/consultations';
import type { AvailabilitySettings } from '../../../../shared/responses/admin-consultations';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '../../../../shared/weekdays';
import { useSaveConsultationAvailability } from '../../../api/admin-consultations';
import { fieldMessages } from '../../../api/client';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { TextField } from '../../../components/ui/FormField';
import { notify } from '../../../components/ui/toast';
import { FormCard } from '../FormCard';
import { hoursBody, hoursValues, type HoursValues } from './consultation-values';

const NEW_RANGE: DayRange = { from: '09:00', to: '13:00' };

type Errors = Record<string, string>;

function DayRow({
  day,
  ranges,
  error,
  onChange,
}: {
  day: Weekday;
  ranges: DayRange[];
  error: string | undefined;
  onChange: (ranges: DayRange[]) => void;
}) {
  const name = WEEKDAY_NAMES[day];
  const change = (index: number, range: DayRange) =>
    onChange(ranges.map((current, i) => (i === index ? range : current)));
  return (
    <fieldset className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <legend className="float-left mb-1 font-medium text-brand-900">{name}</legend>
      <div className="clear-both flex flex-col gap-2">
        {ranges.length === 0 && <p className="text-sm text-slate-600">Sin atención.</p>}
        {ranges.map((range, index) => (
          <div key={index} className="flex flex-wrap items-end gap-3">
            {(['from', 'to'] as const).map((side) => (
              <TextField
                key={side}
                label={side === 'from' ? 'Desde' : 'Hasta'}
                type="time"
                value={range[side]}
                onChange={(event) => change(index, { ...range, [side]: event.target.value })}
                className="w-32"
              />
            ))}
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Quitar el horario ${index + 1} del ${name.toLowerCase()}`}
              onClick={() => onChange(ranges.filter((_, i) => i !== index))}
            >
              Quitar
            </Button>
          </div>
        ))}
        {error && (
          <p className="text-sm text-red-600" role="alert">
            {error}
          </p>
        )}
        <div>
          <Button size="sm" variant="outline" onClick={() => onChange([...ranges, NEW_RANGE])}>
            Agregar horario
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

/** The firm's hours and rules ('Horarios'); mounted once they arrive, so it starts from them. */
export function HoursForm({ settings }: { settings: AvailabilitySettings }) {
  const save = useSaveConsultationAvailability();
  const [values, setValues] = useState<HoursValues>(() => hoursValues(settings));
  const [errors, setErrors] = useState<Errors>({});

  const set = <K extends keyof HoursValues>(name: K, value: HoursValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const number = (name: 'minNoticeHours' | 'bufferMinutes' | 'horizonDays') => ({
    name,
    value: values[name],
    error: errors[name],
    inputMode: 'numeric' as const,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(hoursBody(values), {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setErrors({});
        setValues(hoursValues(answer.availability));
      },
      onError: (error) => {
        const byField = fieldMessages(error);
        setErrors(byField);
        notify.error(error.message);
      },
    });
  };

  return (
    <FormCard
      title="Horarios"
      description="Cuándo se pueden reservar consultas, en hora argentina. Cada horario se divide en turnos de la duración de la consulta."
      onSubmit={submit}
      className="max-w-3xl"
    >
      <div className="flex flex-col gap-3">
        {WEEKDAYS.map((day) => (
          <DayRow
            key={day}
            day={day}
            ranges={values.weekly[day]}
            error={errors[`weekly.${day}`]}
            onChange={(ranges) => set('weekly', { ...values.weekly, [day]: ranges })}
          />
        ))}
      </div>
      <fieldset className="flex flex-col gap-2 border-t border-slate-200 pt-3">
        <legend className="float-left mb-1 font-medium text-brand-900">Días sin atención</legend>
        <div className="clear-both flex flex-col gap-2">
          {values.daysOff.map((day, index) => (
            <div key={index} className="flex flex-wrap items-end gap-3">
              <TextField
                label={`Día ${index + 1}`}
                type="date"
                value={day}
                error={errors[`daysOff.${index}`]}
                onChange={(event) =>
                  set(
                    'daysOff',
                    values.daysOff.map((current, i) =>
                      i === index ? event.target.value : current,
                    ),
                  )
                }
                className="w-44"
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Quitar el día ${index + 1}`}
                onClick={() =>
                  set(
                    'daysOff',
                    values.daysOff.filter((_, i) => i !== index),
                  )
                }
              >
                Quitar
              </Button>
            </div>
          ))}
          {errors.daysOff && (
            <p className="text-sm text-red-600" role="alert">
              {errors.daysOff}
            </p>
          )}
          <div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => set('daysOff', [...values.daysOff, ''])}
            >
              Agregar día
            </Button>
          </div>
        </div>
      </fieldset>
      <Checkbox
        label="Atender en feriados nacionales"
        hint="Sin marcar, los feriados nacionales no tienen turnos."
        checked={values.openOnHolidays}
        error={errors.openOnHolidays}
        onChange={(event) => set('openOnHolidays', event.target.checked)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Anticipación mínima (horas)"
          hint="Cuánto antes hay que reservar. De 0 a 720."
          {...number('minNoticeHours')}
        />
        <TextField
          label="Margen entre consultas (minutos)"
          hint="Tiempo libre antes y después de cada una. De 0 a 240."
          {...number('bufferMinutes')}
        />
        <TextField
          label="Horizonte (días)"
          hint="Hasta cuántos días adelante se puede reservar. De 1 a 365."
          {...number('horizonDays')}
        />
      </div>
      <div>
        <Button type="submit" loading={save.isPending}>
          Guardar horarios
        </Button>
      </div>
    </FormCard>
  );
}
