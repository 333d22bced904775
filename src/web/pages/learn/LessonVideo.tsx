import { ModuleVideo } from '../../components/video/ModuleVideo';
import type { PositionSaver } from '../../api/learning';
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
};

/**
 * One module's video in the player, started where the student stopped, with the speed control.
 * Render it with `key` set to the module so each module starts fresh.
 */
export function LessonVideo({ title, videoId, startAt, ...lesson }: LessonVideoProps) {
  const { events, playback } = useLessonPlayback(lesson);
  return (
    <div className="flex flex-col gap-2">
      <ModuleVideo videoId={videoId} title={title} startAt={startAt} {...events} />
      <div className="flex justify-end">
        <SpeedSelect onChange={(speed) => playback.current?.setRate(speed)} />
      </div>
    </div>
  );
}
