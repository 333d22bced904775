import { CircleCheck } from 'lucide';
import { useState } from 'react';
import { formatDate } from '../../../../shared/format-date';
import { EXAMPLE_DATES_NOTICE } from '../../../../shared/tax-calendar-rules';
import { useConfirmTaxYear } from '../../../api/admin-tax-calendar';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { notify } from '../../../components/ui/toast';
import { WarningNotice } from '../../../components/ui/WarningNotice';
import { ConfirmDialog } from '../course-editor/ConfirmDialog';

type YearStateProps = { year: number; confirmedAt: string | null };

/**
 * Whether the year's dates were checked against ARCA's: until then the public pages call them
 * examples, and 'Confirmar fechas' (after a question) says they were.
 */
export function YearState({ year, confirmedAt }: YearStateProps) {
  const confirm = useConfirmTaxYear();
  const [asking, setAsking] = useState(false);

  if (confirmedAt) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <Icon node={CircleCheck} className="size-5 shrink-0" aria-hidden="true" />
        Fechas confirmadas el {formatDate(confirmedAt)}
      </p>
    );
  }

  const send = () => {
    setAsking(false);
    confirm.mutate(year, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.error(error.message),
    });
  };
  return (
    <>
      <WarningNotice
        action={
          <Button
            variant="outline"
            size="sm"
            loading={confirm.isPending}
            onClick={() => setAsking(true)}
          >
            Confirmar fechas {year}
          </Button>
        }
      >
        {`Las fechas de ${year} son de ejemplo: el sitio muestra "${EXAMPLE_DATES_NOTICE}" hasta que las confirmes.`}
      </WarningNotice>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={send}
        title={`Confirmar fechas ${year}`}
        question="Confirmá que revisaste estas fechas contra el calendario de ARCA: el sitio dejará de mostrarlas como de ejemplo."
        cancelLabel="No, cancelar."
        confirmLabel="Sí, confirmar."
      />
    </>
  );
}
