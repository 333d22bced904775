import { ModuleVideo } from '../../../components/video/ModuleVideo';
import { openPreviewPlayback } from '../../../api/course-preview';
import type { PreviewLesson } from './preview-lessons';

type PreviewPlayerProps = {
  course: { id: number; slug: string };
  lesson: PreviewLesson;
  onEnded: () => void;
};

/** The player of a free preview lesson: loaded only once the visitor asks to watch it. */
export default function PreviewPlayer({ course, lesson, onEnded }: PreviewPlayerProps) {
  return (
    <ModuleVideo
      key={lesson.id}
      videoId={lesson.videoId}
      title={lesson.title}
      openHosted={() => openPreviewPlayback(course, lesson.id)}
      onEnded={onEnded}
      autoPlay
    />
  );
}
