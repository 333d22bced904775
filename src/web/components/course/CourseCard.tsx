import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_LABELS, type CourseCard as CourseCardData } from '../../../shared/courses';
import { formatPrice } from './format-price';

/** Where a course's public page lives. */
export const coursePath = (course: Pick<CourseCardData, 'id' | 'slug'>) =>
  `/courses/${course.id}/${course.slug}`;

/** A catalogue card: picture, category, title (linked to the course page), description, price. */
export function CourseCard({ course }: { course: CourseCardData }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg">
      {course.picture?.url ? (
        <img
          src={course.picture.url}
          alt=""
          loading="lazy"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <div
          className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50"
          aria-hidden="true"
        >
          <GraduationCap className="size-12 text-brand-400" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <span className="w-fit rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
          {CATEGORY_LABELS[course.category]}
        </span>
        <h3 className="text-lg leading-snug font-semibold text-brand-900">
          <Link
            to={coursePath(course)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-600"
          >
            {course.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-lg font-bold text-brand-900">
            <span className="sr-only">Precio: </span>
            {formatPrice(course.price)}
          </p>
          <span
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
            aria-hidden="true"
          >
            Ver curso
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
