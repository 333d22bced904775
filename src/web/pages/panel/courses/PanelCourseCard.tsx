import { Pencil } from 'lucide';
import { Link } from '../../../navigation/Link';
import { CATEGORY_LABELS } from '../../../../shared/courses';
import { formatPrice } from '../../../../shared/money';
import { CourseCover } from '../../../components/course/CourseCover';
import { buttonClasses } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { StatusTag } from '../../../components/ui/StatusTag';
import { plural } from '../../../lib/plural';
import type { AdminCourseCard } from '../../../../shared/responses/admin';

/** A course in the panel: cover, category, 'Privado' when hidden, price, counts and 'Editar'. */
export function PanelCourseCard({ course }: { course: AdminCourseCard }) {
  const counts = [
    { label: plural(course.units, 'Unidad', 'Unidades'), value: course.units },
    { label: plural(course.modules, 'Módulo', 'Módulos'), value: course.modules },
    { label: plural(course.students, 'Alumno', 'Alumnos'), value: course.students },
  ];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <CourseCover picture={course.picture} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-1.5">
          <StatusTag tone="brand">{CATEGORY_LABELS[course.category]}</StatusTag>
          {!course.visibility && <StatusTag tone="warning">Privado</StatusTag>}
        </div>
        <h3 className="text-lg leading-snug font-semibold text-brand-900">{course.title}</h3>
        <p className="text-lg font-bold text-brand-900">
          <span className="sr-only">Precio: </span>
          {formatPrice(course.price)}
        </p>
        <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center ring-1 ring-slate-200">
          {counts.map((count) => (
            <div key={count.label} className="flex flex-col-reverse">
              <dt className="text-xs text-slate-600">{count.label}</dt>
              <dd className="text-lg font-semibold text-brand-900 tabular-nums">{count.value}</dd>
            </div>
          ))}
        </dl>
        <Link
          to={`/panel/courses/${course.id}/${course.slug}`}
          className={buttonClasses('outline', 'mt-auto')}
        >
          <Icon node={Pencil} className="size-4" aria-hidden="true" />
          Editar<span className="sr-only"> {course.title}</span>
        </Link>
      </div>
    </article>
  );
}
