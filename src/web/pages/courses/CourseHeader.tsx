import { BookOpen, CalendarDays, Check } from 'lucide-react';
import { CATEGORY_LABELS, type CourseDetail } from '../../../shared/courses';
import { CourseCover } from '../../components/course/CourseCover';
import { formatPrice } from '../../../shared/money';
import { formatDate } from '../../../shared/format-date';
import { topicsLabel } from './course-meta';
import { PurchaseAction } from './PurchaseAction';

const INCLUDED = [
  'Material teórico',
  'Material práctico',
  'Planillas de Excel',
  'Ejercicios extra',
  'Acceso ilimitado',
];

/** The top of a course page: cover, title (the h1), facts, what is included, price and buy. */
export function CourseHeader({ course }: { course: CourseDetail }) {
  return (
    <section aria-labelledby="course-title" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:py-16">
        <div className="flex flex-col gap-5">
          <p className="w-fit rounded-full bg-brand-800 px-3 py-1 text-sm font-semibold text-accent-300 ring-1 ring-brand-700">
            {CATEGORY_LABELS[course.category]}
          </p>
          <h1 id="course-title" className="text-3xl font-bold sm:text-4xl">
            {course.title}
          </h1>
          <p className="text-lg text-brand-100">{course.description}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            <li className="inline-flex items-center gap-2">
              <CalendarDays className="size-4 text-accent-300" aria-hidden="true" />
              Última actualización: {formatDate(course.updatedAt)}
            </li>
            <li className="inline-flex items-center gap-2">
              <BookOpen className="size-4 text-accent-300" aria-hidden="true" />
              {topicsLabel(course.units.length)}
            </li>
          </ul>
        </div>
        <div className="overflow-hidden rounded-2xl bg-white text-slate-800 shadow-xl">
          <CourseCover picture={course.picture} loading="eager" className="aspect-video w-full" />
          <div className="flex flex-col gap-5 p-6">
            <p className="text-3xl font-bold text-brand-900">
              <span className="sr-only">Precio: </span>
              {formatPrice(course.price)}
            </p>
            <PurchaseAction course={course} />
            <ul aria-label="Incluye" className="flex flex-col gap-2 text-sm">
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Check className="size-4 text-emerald-600" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
