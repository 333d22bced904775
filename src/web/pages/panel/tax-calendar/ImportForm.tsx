import { useRef, useState, type FormEvent } from 'react';
import { useImportTaxCalendar } from '../../../api/admin-tax-calendar';
import { ApiError } from '../../../api/client';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/FormField';
import { notify } from '../../../components/ui/toast';
import { FormCard } from '../FormCard';
import { csvYears } from './csv-years';

const CHOOSE_A_FILE = 'Elegí el archivo CSV.';

/** Why the file was refused: the server's message and one line per bad line of the file. */
type Refusal = { message: string; lines: string[] };

/** A refusal of the file itself (4xx); anything else is the site's trouble, told in a toast. */
const refusalOf = (error: Error): Refusal | null =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? {
        message: error.message,
        lines: error.errors.map((item) => item.message).filter((line) => line !== error.message),
      }
    : null;

/**
 * 'Importar CSV': the whole file or nothing; a refused one lists its bad lines under the field.
 * `onImported` gets the years of the file's days.
 */
export function ImportForm({ onImported }: { onImported: (years: number[]) => void }) {
  const send = useImportTaxCalendar();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setRefusal({ message: CHOOSE_A_FILE, lines: [] });
      return;
    }
    send.mutate(file, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setFile(null);
        setRefusal(null);
        if (input.current) input.current.value = '';
        void file.text().then((text) => onImported(csvYears(text)));
      },
      onError: (error) => {
        const refused = refusalOf(error);
        setRefusal(refused);
        if (!refused) notify.error(error.message);
      },
    });
  };

  return (
    <FormCard
      title="Importar CSV"
      description={
        <>
          Un archivo con las columnas <code>obligation,period,digits,date</code>, por ejemplo{' '}
          <code>Monotributo,2026-12,0-1,2026-12-18</code>. La obligación va por su nombre o su
          dirección; el período, AAAA-MM (o AAAA si es anual); los dígitos, 0-1, 2,3 o * para todos.
          Cada obligación y período del archivo reemplaza sus fechas anteriores.
        </>
      }
      onSubmit={submit}
    >
      <div className="flex flex-col gap-2">
        <TextField
          ref={input}
          label="Archivo CSV"
          type="file"
          accept=".csv,text/csv"
          error={refusal?.message}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setRefusal(null);
          }}
          className="text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {refusal && refusal.lines.length > 0 && (
          <ul
            aria-label="Errores del archivo"
            className="flex list-disc flex-col gap-1 rounded-lg bg-red-50 py-3 pr-4 pl-8 text-sm text-red-800 ring-1 ring-red-200"
          >
            {refusal.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <Button type="submit" loading={send.isPending}>
          Importar
        </Button>
      </div>
    </FormCard>
  );
}
