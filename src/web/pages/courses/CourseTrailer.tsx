import { CircleCheck } from 'lucide-react';
import type { CourseDetail } from '../../../shared/courses';
import { youtubeId } from '../../../shared/youtube-id';
import { YouTubeEmbed } from '../../components/video/YouTubeEmbed';

function LearningList({ points }: { points: CourseDetail['learningList'] }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h2 className="text-xl font-bold text-brand-900">Lo que vas a aprender</h2>
      <ul className="flex flex-col gap-3">
        {points.map((point) => (
          <li key={point.id} className="flex items-start gap-3 text-slate-700">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            {point.content}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The trailer with 'Lo que vas a aprender' beside it; either one alone when the other is missing. */
export function CourseTrailer({ course }: { course: CourseDetail }) {
  const trailerId = youtubeId(course.urlTrailer);
  const hasList = course.learningList.length > 0;
  if (!trailerId && !hasList) return null;
  return (
    <section
      aria-label="Presentación"
      className={
        trailerId && hasList
          ? 'grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start'
          : 'mx-auto w-full max-w-4xl'
      }
    >
      {trailerId && <YouTubeEmbed id={trailerId} title={`Presentación: ${course.title}`} />}
      {hasList && <LearningList points={course.learningList} />}
    </section>
  );
}
