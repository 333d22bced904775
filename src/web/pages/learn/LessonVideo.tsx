import { useImperativeHandle, type Ref } from 'react';
import { ModuleVideo } from '../../components/video/ModuleVideo';
import type { PositionSaver } from '../../api/learning';
import type { LessonClock } from './lesson-clock';
import { SpeedSelect } from './SpeedSelect';
import { useLessonPlayback } from './use-lesson-playback';

type LessonVideoProps = {
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
export function LessonVideo({ title, videoId, startAt, clock, ...lesson }: LessonVideoProps) {
  const { events, playback } = useLessonPlayback(lesson);
  useImperativeHandle(
    clock,
    () => ({
      seconds: () => playback.current?.seconds() ?? null,
      seek: (seconds) => playback.current?.seek(seconds),
    }),
    [playback],
  );
  return (
    <div className="flex flex-col gap-2">
      <ModuleVideo videoId={videoId} title={title} startAt={startAt} {...events} />
      <div className="flex justify-end">
        <SpeedSelect onChange={(speed) => playback.current?.setRate(speed)} />
      </div>
    </div>
  );
}
