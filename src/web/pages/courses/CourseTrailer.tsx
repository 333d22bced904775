import { youtubeId } from '../../../shared/youtube-id';
import { YouTubeEmbed } from '../../components/video/YouTubeEmbed';
import { learningPointsOf } from './course-meta';
import LearningPoints from './LearningPoints';
import type { CourseDetail } from '../../../shared/responses/courses';

/**
 * The trailer, with 'Lo que vas a aprender' beside it when there is one; nothing without a
 * trailer (the course header shows the list then).
 */
export function CourseTrailer({ course }: { course: CourseDetail }) {
  const trailerId = youtubeId(course.urlTrailer);
  if (!trailerId) return null;
  const learning = learningPointsOf(course);
  const hasList = learning.length > 0;
  return (
    <section
      aria-label="Presentación"
      className={
        hasList ? 'grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start' : 'mx-auto w-full max-w-4xl'
      }
    >
      <YouTubeEmbed id={trailerId} title={`Presentación: ${course.title}`} />
      {hasList && <LearningPoints points={learning} tone="light" />}
    </section>
  );
}
