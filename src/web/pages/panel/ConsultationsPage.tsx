import { useState } from 'react';
import type { AdminConsultationType } from '../../../shared/responses/admin-consultations';
import {
  useAdminConsultationTypes,
  useConsultationAvailability,
} from '../../api/admin-consultations';
import { PageLoading } from '../../components/layout/PageLoading';
import { Button } from '../../components/ui/Button';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { AgendaSection } from './consultations/AgendaSection';
import { ConsultationTypeDialog } from './consultations/ConsultationTypeDialog';
import { ConsultationTypeList } from './consultations/ConsultationTypeList';
import { FeedBox } from './consultations/FeedBox';
import { HoursForm } from './consultations/HoursForm';
import { PanelPage } from './PanelPage';

/**
 * /panel/consultations: the coming consultations ('Agenda') and the private calendar, the
 * consultations clients can book, and the firm's hours for them.
 */
export default function ConsultationsPage() {
  const types = useAdminConsultationTypes();
  const availability = useConsultationAvailability();
  const [editing, setEditing] = useState<AdminConsultationType | 'new' | null>(null);

  return (
    <PanelPage actions={<Button onClick={() => setEditing('new')}>Nueva consulta</Button>}>
      <AgendaSection />
      <FeedBox />
      <h2 className="text-xl font-semibold text-brand-900">Tipos de consulta</h2>
      {types.isPending && <ListSkeleton />}
      {types.isError && (
        <LoadError>
          Ocurrió un error al obtener las consultas. Intente de nuevo más tarde.
        </LoadError>
      )}
      {types.isSuccess && types.data.length === 0 && (
        <p className="text-slate-700">
          Todavía no hay consultas. Creá la primera con 'Nueva consulta'.
        </p>
      )}
      {types.isSuccess && <ConsultationTypeList types={types.data} onEdit={setEditing} />}
      <ConsultationTypeDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
      {availability.isError ? (
        <LoadError>Ocurrió un error al obtener los horarios. Intente de nuevo más tarde.</LoadError>
      ) : availability.data ? (
        <HoursForm settings={availability.data} />
      ) : (
        <PageLoading />
      )}
    </PanelPage>
  );
}
