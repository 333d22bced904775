import { useCallback } from 'react';
import { ModuleVideo } from '../../components/video/ModuleVideo';
import type { PositionSaver } from '../../api/learning';
import { openLessonPlayback } from '../../api/video-playback';
import { SpeedSelect } from './SpeedSelect';
import { useLessonPlayback } from './use-lesson-playback';

type LessonVideoProps = {
  course: { id: number; slug: string };
  moduleId: number;
  videoId: string;
  title: string;
  startAt: number;
  saver: PositionSaver;
  onSeen: () => void;
  onEnded: () => void;
};

/**
 * One module's video in the player, started where the student stopped, with the speed control.
 * Render it with `key` set to the module so each module starts fresh.
 */
export function LessonVideo({ course, title, videoId, startAt, ...lesson }: LessonVideoProps) {
  const { events, playback } = useLessonPlayback(lesson);
  const { id, slug } = course;
  const { moduleId } = lesson;
  const openHosted = useCallback(
    () => openLessonPlayback({ id, slug }, moduleId),
    [id, slug, moduleId],
  );
  return (
    <ModuleVideo
      videoId={videoId}
      title={title}
      startAt={startAt}
      openHosted={openHosted}
      controls={<SpeedSelect onChange={(speed) => playback.current?.setRate(speed)} />}
      {...events}
    />
  );
}
