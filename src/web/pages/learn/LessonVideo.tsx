import { useCallback, useImperativeHandle, type Ref } from 'react';
import { ModuleVideo } from '../../components/video/ModuleVideo';
import type { PositionSaver } from '../../api/learning';
import { openLessonPlayback } from '../../api/video-playback';
import type { LessonClock } from './lesson-clock';
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
  /** Set to the video's clock while it is shown. */
  clock?: Ref<LessonClock>;
};

/**
 * One module's video in the player, started where the student stopped, with the speed control.
 * Render it with `key` set to the module so each module starts fresh.
 */
export function LessonVideo({
  course,
  title,
  videoId,
  startAt,
  clock,
  ...lesson
}: LessonVideoProps) {
  const { events, playback } = useLessonPlayback(lesson);
  const { id, slug } = course;
  const { moduleId } = lesson;
  const openHosted = useCallback(
    () => openLessonPlayback({ id, slug }, moduleId),
    [id, slug, moduleId],
  );
  useImperativeHandle(
    clock,
    () => ({
      seconds: () => playback.current?.seconds() ?? null,
      seek: (seconds) => playback.current?.seek(seconds),
    }),
    [playback],
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
