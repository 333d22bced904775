import { useState } from 'react';
import type { TeamMember } from '../../../shared/responses/team';
import { useTeam } from '../../api/admin-team';
import { Button } from '../../components/ui/Button';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { PanelPage } from './PanelPage';
import { MemberDialog } from './team/MemberDialog';
import { MemberList } from './team/MemberList';

/** /panel/settings/equipo: the firm's team, who the course pages present as their teachers. */
export default function TeamPage() {
  const team = useTeam();
  const [editing, setEditing] = useState<TeamMember | 'new' | null>(null);

  return (
    <PanelPage actions={<Button onClick={() => setEditing('new')}>Nuevo integrante</Button>}>
      <p className="max-w-2xl text-sm text-slate-700">
        Cada curso elige en su editor quién lo enseña ('Quién enseña'); su página muestra la foto,
        el nombre, el título y la presentación. Un cambio acá se ve enseguida en esos cursos.
      </p>
      {team.isPending && <ListSkeleton />}
      {team.isError && (
        <LoadError>Ocurrió un error al obtener el equipo. Intente de nuevo más tarde.</LoadError>
      )}
      {team.isSuccess && team.data.length === 0 && (
        <p className="text-slate-700">
          Todavía no hay nadie en el equipo. Sumá a la primera persona con 'Nuevo integrante'.
        </p>
      )}
      {team.isSuccess && <MemberList members={team.data} onEdit={setEditing} />}
      <MemberDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </PanelPage>
  );
}
