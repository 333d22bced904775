import { useState, type FormEvent } from 'react';
import type { MonotributoTable } from '../../../../shared/responses/monotributo';
import { useSaveMonotributoTable } from '../../../api/admin-monotributo';
import { fieldMessages } from '../../../api/client';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/FormField';
import { notify } from '../../../components/ui/toast';
import { FormCard } from '../FormCard';
import { CategoryGrid } from './CategoryGrid';
import {
  cellPath,
  dayHint,
  tableBody,
  tableValues,
  type AmountField,
  type TableErrors,
  type TableValues,
} from './table-values';

const CHECK_THE_CELLS = 'Revisá los valores marcados en la tabla.';

type TableFormProps = {
  /** The table it starts from; none when there is no table yet. */
  table: MonotributoTable | null;
  /** The days of the tables kept, to say whether the day typed replaces one. */
  days: string[];
  onSaved: (effectiveFrom: string) => void;
};

/**
 * The table as a form: the day it rules from, its source and its categories. Saving a new day
 * adds a table; the day of an existing one replaces it.
 */
export function TableForm({ table, days, onSaved }: TableFormProps) {
  const save = useSaveMonotributoTable();
  const [values, setValues] = useState<TableValues>(() => tableValues(table));
  const [errors, setErrors] = useState<TableErrors>({});

  const change = (next: Partial<TableValues>, path: string) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => (current[path] ? { ...current, [path]: '' } : current));
  };
  const changeCell = (index: number, field: AmountField, text: string) =>
    change(
      { rows: values.rows.map((row, i) => (i === index ? { ...row, [field]: text } : row)) },
      cellPath(index, field),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: typed } = tableBody(values);
    if (Object.keys(typed).length > 0) {
      setErrors(typed);
      notify.error(CHECK_THE_CELLS);
      return;
    }
    save.mutate(body, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setErrors({});
        setValues(tableValues(answer));
        onSaved(answer.effectiveFrom);
      },
      onError: (error) => {
        setErrors(fieldMessages(error));
        notify.error(error.message);
      },
    });
  };

  return (
    <FormCard
      title="Categorías"
      description="La calculadora de /monotributo usa la tabla vigente: la de la fecha más reciente que ya llegó."
      onSubmit={submit}
    >
      <div className="grid items-start gap-4 md:grid-cols-2">
        <TextField
          label="Rige desde"
          type="date"
          value={values.effectiveFrom}
          error={errors.effectiveFrom}
          hint={dayHint(values.effectiveFrom, days)}
          className="md:max-w-48"
          onChange={(event) => change({ effectiveFrom: event.target.value }, 'effectiveFrom')}
        />
        <TextField
          label="Fuente"
          maxLength={500}
          value={values.source}
          error={errors.source}
          hint="De dónde salen los valores: el organismo, la norma o la página, y su fecha."
          onChange={(event) => change({ source: event.target.value }, 'source')}
        />
      </div>
      <CategoryGrid
        rows={values.rows}
        errors={errors}
        onCell={changeCell}
        onRows={(rows) => change({ rows }, 'categories')}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          Guardar tabla
        </Button>
      </div>
    </FormCard>
  );
}
