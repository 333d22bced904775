import { useAdminCourses } from '../../api/admin';
import { SelectField } from '../../components/ui/FormField';

/** 'Curso': one of the panel's courses (its id), or '' for all of them. */
export function CourseSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (courseId: string) => void;
}) {
  const courses = useAdminCourses();
  const options = [
    { value: '', label: 'Todos los cursos' },
    ...(courses.data ?? []).map((course) => ({ value: String(course.id), label: course.title })),
  ];
  return (
    <SelectField
      label="Curso"
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
