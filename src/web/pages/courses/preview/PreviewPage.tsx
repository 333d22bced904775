import { clsx } from 'clsx';
import { ArrowLeft, CirclePlay } from 'lucide';
import { useState } from 'react';
import { useCourseDetail } from '../../../api/courses';
import { coursePath } from '../../../components/course/course-paths';
import { PageLoading } from '../../../components/layout/PageLoading';
import { Icon } from '../../../components/ui/Icon';
import { useCanonicalAddress } from '../../../lib/use-canonical-address';
import { usePageMeta } from '../../../lib/use-page-meta';
import { Link } from '../../../navigation/Link';
import { useParams } from '../../../navigation/navigation';
import { previewPageMeta, previewPagePath } from '../../../../shared/course-preview';
import { coursePageMeta } from '../course-meta';
import { PreviewOffer } from './PreviewOffer';
import { PreviewStage, type PreviewStep } from './PreviewStage';
import { previewLessonsOf, type PreviewLesson } from './preview-lessons';
import type { CourseDetail } from '../../../../shared/responses/courses';

function OtherPreviews({ course, lessons }: { course: CourseDetail; lessons: PreviewLesson[] }) {
  if (lessons.length === 0) return null;
  return (
    <section aria-labelledby="other-previews" className="flex flex-col gap-3">
      <h2 id="other-previews" className="text-lg font-bold text-brand-900">
        Otras clases gratis de este curso
      </h2>
      <ul className="flex flex-col gap-2">
        {lessons.map((lesson) => (
          <li key={lesson.id}>
            <Link
              to={previewPagePath(course, lesson.id)}
              className="inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <Icon node={CirclePlay} className="size-4" aria-hidden="true" />
              {lesson.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PreviewBody({ course, lesson }: { course: CourseDetail; lesson: PreviewLesson }) {
  const others = previewLessonsOf(course).filter((other) => other.id !== lesson.id);
  const [step, setStep] = useState<PreviewStep>('waiting');
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-col gap-2">
          <Link
            to={coursePath(course)}
            className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 hover:underline"
          >
            <Icon node={ArrowLeft} className="size-4" aria-hidden="true" />
            {course.title}
          </Link>
          <p className="text-sm font-semibold text-emerald-700">
            Clase gratis · {lesson.unitTitle}
          </p>
          <h1 className="text-3xl font-bold text-brand-900">{lesson.title}</h1>
        </div>
        <PreviewStage course={course} lesson={lesson} step={step} onStep={setStep} />
        <OtherPreviews course={course} lessons={others} />
      </div>
      {/* Once the lesson ends the offer is in its place: on a phone, not twice. */}
      <aside
        aria-label="El curso completo"
        className={clsx('lg:sticky lg:top-20 lg:block lg:self-start', step === 'ended' && 'hidden')}
      >
        <PreviewOffer course={course} heading="El curso completo" />
      </aside>
    </div>
  );
}

function NotAPreview({ course }: { course: CourseDetail }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">Esta clase no es gratuita</h1>
      <p className="text-slate-700">
        Es parte de {course.title}. En la página del curso ves sus clases gratis y su contenido.
      </p>
      <Link to={coursePath(course)} className="font-semibold text-brand-700 hover:underline">
        Ir al curso
      </Link>
    </div>
  );
}

/**
 * /courses/:id/:slug/preview/:moduleId — a free preview lesson of a visible course, for anyone,
 * rendered by the server; its player loads only when asked for. A hidden course sends home.
 */
export default function PreviewPage() {
  const params = useParams();
  const id = Number(params.id);
  const slug = params.slug ?? '';
  const moduleId = Number(params.moduleId);
  const { data: course, isError } = useCourseDetail(id, slug);
  const lesson = course && previewLessonsOf(course).find((entry) => entry.id === moduleId);
  usePageMeta(course && lesson ? previewPageMeta(course, lesson) : coursePageMeta(course?.title));
  useCanonicalAddress(course, {
    slug,
    missing: !Number.isInteger(id) || id <= 0 || isError,
    away: '/',
    canonical: (found) => previewPagePath(found, moduleId),
  });

  if (!course) return <PageLoading />;
  if (!lesson) return <NotAPreview course={course} />;
  // A new lesson (from the other free ones) starts waiting again.
  return <PreviewBody key={lesson.id} course={course} lesson={lesson} />;
}
