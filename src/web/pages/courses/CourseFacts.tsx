import { Award, BookOpen, CalendarDays, ClipboardCheck, Clock, PlayCircle, Users } from 'lucide';
import { courseHours, formatHours } from '../../../shared/certificates';
import { formatDate } from '../../../shared/format-date';
import { counted } from '../../lib/plural';
import { Icon } from '../../components/ui/Icon';
import { unitsLabel } from './course-meta';
import type { CourseDetail } from '../../../shared/responses/courses';

type Fact = { icon: Parameters<typeof Icon>[0]['node']; text: string };

/** What the header states of the course, each fact only when it says something. */
function factsOf(course: CourseDetail): Fact[] {
  const { minutes, lessons, evaluations, students } = course.facts;
  const facts: (Fact | false)[] = [
    { icon: CalendarDays, text: `Última actualización: ${formatDate(course.updatedAt)}` },
    { icon: BookOpen, text: unitsLabel(course.units.length) },
    lessons > 0 && { icon: PlayCircle, text: counted(lessons, 'clase', 'clases') },
    // The hours as the certificate states them.
    minutes > 0 && { icon: Clock, text: formatHours(courseHours(minutes)) },
    evaluations > 0 && {
      icon: ClipboardCheck,
      text: counted(evaluations, 'evaluación', 'evaluaciones'),
    },
    lessons > 0 && { icon: Award, text: 'Certificado de finalización' },
    students !== null && { icon: Users, text: counted(students, 'estudiante', 'estudiantes') },
  ];
  return facts.filter((fact): fact is Fact => fact !== false);
}

/** The facts under a course's title, in the navy header. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  return (
    <ul
      aria-label="Datos del curso"
      className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100"
    >
      {factsOf(course).map((fact) => (
        <li key={fact.text} className="inline-flex items-center gap-2">
          <Icon node={fact.icon} className="size-4 text-accent-300" aria-hidden="true" />
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
