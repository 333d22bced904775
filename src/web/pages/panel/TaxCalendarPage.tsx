import { useState } from 'react';
import type { AdminDueDate } from '../../../shared/responses/tax-calendar';
import { useAdminTaxCalendar, useDeleteDueDate } from '../../api/admin-tax-calendar';
import { PageLoading } from '../../components/layout/PageLoading';
import { LoadError } from '../../components/ui/LoadError';
import { notify } from '../../components/ui/toast';
import { ConfirmDialog } from './course-editor/ConfirmDialog';
import { PanelPage } from './PanelPage';
import { DueDateDialog } from './tax-calendar/DueDateDialog';
import { digitsLabel, periodLabel, thisYear, yearChoices } from './tax-calendar/due-date-labels';
import { ImportForm } from './tax-calendar/ImportForm';
import { ObligationForm } from './tax-calendar/ObligationForm';
import { YearDates } from './tax-calendar/YearDates';

/**
 * /panel/settings/vencimientos (from Configuración): the due dates of a year, edited or deleted
 * one by one, confirmed against ARCA's once checked; a CSV import; and the list of obligations.
 */
export default function TaxCalendarPage() {
  const [year, setYear] = useState(() => thisYear());
  const calendar = useAdminTaxCalendar(year);
  const remove = useDeleteDueDate();
  const [editing, setEditing] = useState<AdminDueDate | null>(null);
  const [deleting, setDeleting] = useState<AdminDueDate | null>(null);

  if (!calendar.data) {
    return (
      <PanelPage>
        {calendar.isError ? (
          <LoadError>
            Ocurrió un error al obtener los vencimientos. Intente de nuevo más tarde.
          </LoadError>
        ) : (
          <PageLoading />
        )}
      </PanelPage>
    );
  }
  const shown = calendar.data;

  // A file without dates of the year on screen shows the first year it has.
  const showImported = (years: number[]) => {
    if (years.length > 0 && !years.includes(year)) setYear(years[0]!);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    remove.mutate(id, {
      onSuccess: () => notify.success('Eliminamos el vencimiento.'),
      onError: (error) => notify.error(error.message),
    });
  };

  return (
    <PanelPage>
      <div aria-busy={calendar.isPlaceholderData || undefined} className="flex flex-col gap-6">
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <ImportForm onImported={showImported} />
          <ObligationForm obligations={shown.obligations} />
        </div>
        <YearDates
          calendar={shown}
          years={yearChoices(shown.years, [thisYear(), year])}
          chosen={year}
          onChoose={setYear}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </div>
      <DueDateDialog
        key={editing?.id ?? 'closed'}
        editing={editing}
        obligations={shown.obligations}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Eliminar vencimiento"
        question={`¿Eliminar el vencimiento${deleting ? ` de ${deleting.label}, ${periodLabel(deleting.period)}, dígitos ${digitsLabel(deleting.digits)}` : ''}? No se puede deshacer.`}
        cancelLabel="No, cancelar."
        confirmLabel="Sí, eliminar."
      />
    </PanelPage>
  );
}
