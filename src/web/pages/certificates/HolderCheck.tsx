import type { FormEvent } from 'react';
import { useConfirmHolder } from '../../api/certificates';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/FormField';
import { useApiForm } from '../../lib/use-api-form';

/**
 * Under a certificate whose holder closed their account: whoever holds the document (an
 * employer, an institution) confirms whose it is by typing the holder's DNI.
 */
export function HolderCheck({ code }: { code: string }) {
  const form = useApiForm({ document: '' });
  const confirm = useConfirmHolder(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(form.values.document, { onError: (error) => form.showError(error) });
  };
  const answer = confirm.data;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Confirmar el titular"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-5"
    >
      <h2 className="text-lg font-bold text-slate-900">¿Tenés el certificado impreso?</h2>
      <p className="text-slate-700">
        Ingresá el DNI que figura en él y te confirmamos si es el de su titular.
      </p>
      <TextField label="DNI del titular" inputMode="numeric" {...form.field('document')} />
      <Button type="submit" className="w-fit" loading={confirm.isPending}>
        Confirmar
      </Button>
      {answer && (
        <p role="status" className={answer.matches ? 'text-emerald-800' : 'text-red-800'}>
          {answer.message}
        </p>
      )}
    </form>
  );
}
