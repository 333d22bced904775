import { useId } from 'react';
import { useCatalogue } from '../../../api/courses';
import { Checkbox } from '../../../components/ui/Checkbox';
import { pickableCourses } from './pickable-courses';
import type { AdminUser } from '../../../../shared/responses/admin';

type CoursePickerProps = {
  owned: AdminUser['courses'];
  /** The ids of the courses the user will own. */
  selected: number[];
  onChange: (selected: number[]) => void;
  error?: string;
};

/** The public catalogue's courses (and hidden ones already owned) as a list of checkboxes. */
export function CoursePicker({ owned, selected, onChange, error }: CoursePickerProps) {
  const id = useId();
  const catalogue = useCatalogue();
  const courses = pickableCourses(catalogue.data ?? [], owned);
  const toggle = (courseId: number, checked: boolean) =>
    onChange(checked ? [...selected, courseId] : selected.filter((other) => other !== courseId));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Cursos</legend>
      {catalogue.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Cargando cursos...
        </p>
      )}
      {catalogue.isError && (
        <p role="alert" className="text-sm text-amber-800">
          No pudimos cargar el catálogo: solo se muestran los cursos que ya tiene.
        </p>
      )}
      {catalogue.isSuccess && courses.length === 0 && (
        <p className="text-sm text-slate-600">Todavía no hay cursos en el catálogo.</p>
      )}
      <ul className="flex max-h-56 flex-col gap-3 overflow-y-auto rounded-lg border border-slate-200 p-3 empty:hidden">
        {courses.map((course) => (
          <li key={course.id}>
            <Checkbox
              label={course.title}
              hint={course.hidden ? 'Privado: no figura en el catálogo.' : undefined}
              checked={selected.includes(course.id)}
              onChange={(event) => toggle(course.id, event.target.checked)}
            />
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
