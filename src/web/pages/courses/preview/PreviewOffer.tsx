import { PriceTag } from '../../../components/course/PriceTag';
import { counted } from '../../../lib/plural';
import { InstallmentsNote } from '../InstallmentsNote';
import { PreviewBuy } from './PreviewBuy';
import type { CourseDetail } from '../../../../shared/responses/courses';

/** The course on offer after (and beside) a free lesson: what it holds, its price and 'Comprar el curso'. */
export function PreviewOffer({ course, heading }: { course: CourseDetail; heading: string }) {
  const { lessons } = course.facts;
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-6 text-slate-800 shadow-xl">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold text-brand-900">{heading}</h2>
        <p className="text-sm text-slate-600">
          {lessons > 0
            ? `${course.title}: ${counted(lessons, 'clase', 'clases')}, con evaluaciones, materiales y certificado.`
            : course.title}
        </p>
      </div>
      <PriceTag course={course} size="page" />
      <InstallmentsNote terms={course.installments} />
      <PreviewBuy course={course} />
    </div>
  );
}
