import { useTeam } from '../../../api/admin-team';
import { SelectField } from '../../../components/ui/FormField';
import { Link } from '../../../navigation/Link';
import { useCourseField } from './use-course-field';

/**
 * 'Quién enseña': a person of the firm's team, presented on the course page, or nobody. Drawn
 * once the team has arrived, so that the select shows the saved choice.
 */
export function InstructorField() {
  const field = useCourseField();
  const team = useTeam();
  const options = [
    { value: '', label: 'Nadie' },
    ...(team.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
  ];
  return (
    <div className="flex flex-col gap-1">
      {team.data ? (
        <SelectField
          label="Quién enseña"
          hint="Se presenta en la página del curso, con su foto, su título y su presentación."
          options={options}
          {...field('instructorId')}
        />
      ) : (
        <p className="text-sm text-slate-600">
          {team.isError ? 'No pudimos cargar el equipo.' : 'Cargando el equipo…'}
        </p>
      )}
      <Link
        to="/panel/settings/equipo"
        className="w-fit text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        Administrar el equipo
      </Link>
    </div>
  );
}
