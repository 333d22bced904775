import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/FormField';
import type { CourseFormValues, ReleaseMode } from './course-values';
import { useCourseField } from './use-course-field';

const RELEASE_OPTIONS: { value: ReleaseMode; label: string }[] = [
  { value: 'enrolment', label: 'Desde la inscripción' },
  { value: 'days', label: 'Días después de la inscripción' },
  { value: 'date', label: 'En una fecha' },
];

/**
 * When the unit opens to each student (drip release): with the enrolment, some days after it,
 * or on a day of Argentine time; the students get an e-mail when it opens.
 */
export function UnitReleaseField({ unitIndex }: { unitIndex: number }) {
  const field = useCourseField();
  const mode = useWatch<CourseFormValues, `units.${number}.release`>({
    name: `units.${unitIndex}.release`,
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label="Liberación"
        options={RELEASE_OPTIONS}
        {...field(`units.${unitIndex}.release`)}
      />
      {mode === 'days' && (
        <TextField
          label="Días después de la inscripción"
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          step={1}
          {...field(`units.${unitIndex}.releaseAfterDays`)}
        />
      )}
      {mode === 'date' && (
        <TextField
          label="Fecha de liberación"
          type="date"
          hint="Se abre a las 0 h, hora argentina."
          {...field(`units.${unitIndex}.releaseDate`)}
        />
      )}
    </div>
  );
}
