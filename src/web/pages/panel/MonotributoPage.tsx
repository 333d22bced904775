import { useState } from 'react';
import { useAdminMonotributoTable } from '../../api/admin-monotributo';
import { ApiError } from '../../api/client';
import { PageLoading } from '../../components/layout/PageLoading';
import { LoadError } from '../../components/ui/LoadError';
import { TableChooser } from './monotributo/TableChooser';
import { TableForm } from './monotributo/TableForm';
import { PanelPage } from './PanelPage';

/**
 * /panel/settings/monotributo (from Configuración): the categories table in force (its day and source), the other tables kept
 * to pick from, and the one on screen as a form that saves it or a new one from another day.
 */
export default function MonotributoPage() {
  // null: the table in force today.
  const [chosen, setChosen] = useState<string | null>(null);
  const inForce = useAdminMonotributoTable(null);
  const shown = useAdminMonotributoTable(chosen);
  const inForceDay = inForce.data?.effectiveFrom ?? null;

  if (shown.data) {
    const table = shown.data;
    return (
      <PanelPage>
        <div aria-busy={shown.isPlaceholderData || undefined} className="flex flex-col gap-6">
          <TableChooser
            table={table}
            inForce={inForceDay}
            chosen={chosen ?? table.effectiveFrom}
            onChoose={setChosen}
          />
          <TableForm
            key={table.effectiveFrom}
            table={table}
            days={table.tables.map((kept) => kept.effectiveFrom)}
            onSaved={setChosen}
          />
        </div>
      </PanelPage>
    );
  }
  // No table in force yet (or none from that day): the first one is typed in.
  const missing =
    shown.error instanceof ApiError && shown.error.status === 404 ? shown.error : null;
  return (
    <PanelPage>
      {missing ? (
        <>
          <p className="text-slate-700">{missing.message} Cargá la primera acá abajo.</p>
          <TableForm table={null} days={[]} onSaved={setChosen} />
        </>
      ) : shown.isError ? (
        <LoadError>Ocurrió un error al obtener la tabla. Intente de nuevo más tarde.</LoadError>
      ) : (
        <PageLoading />
      )}
    </PanelPage>
  );
}
