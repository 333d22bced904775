import { CircleCheck } from 'lucide';
import type { Ref } from 'react';
import { videoSource } from '../../../shared/video-source';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import type { LessonClock } from './lesson-clock';
import { LessonVideo } from './LessonVideo';
import type { Position } from './player-position';
import type { StudyCourse } from '../../../shared/responses/learning';
import type { PositionSaver } from '../../api/learning';

type ModuleStageProps = {
  course: StudyCourse;
  position: Position;
  /** The second the video starts at. */
  startAt: number;
  saver: PositionSaver;
  saving: boolean;
  onComplete: () => void;
  onEnded: () => void;
  /** Set to the lesson video's clock. */
  clock?: Ref<LessonClock>;
};

/**
 * The current module: its video and its title. A video ticks the module once watched; a module
 * without one has the 'Marcar como completado' button.
 */
export function ModuleStage({
  course,
  position,
  startAt,
  saver,
  saving,
  onComplete,
  onEnded,
  clock,
}: ModuleStageProps) {
  const unit = course.units[position.unitIndex];
  const module = unit?.modules[position.moduleIndex];
  if (!unit || !module) return null;
  const completed = course.progress.completedModuleIds.includes(module.id);
  return (
    <div className="flex flex-col gap-4">
      <LessonVideo
        key={module.id}
        course={course}
        moduleId={module.id}
        videoId={module.videoId}
        title={module.title}
        startAt={startAt}
        saver={saver}
        onSeen={onComplete}
        onEnded={onEnded}
        clock={clock}
      />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-600">
            Unidad {position.unitIndex + 1}: {unit.title}
          </p>
          <h2 className="text-xl font-bold text-brand-900">
            {position.moduleIndex + 1}. {module.title}
          </h2>
        </div>
        {completed ? (
          <p className="inline-flex items-center gap-2 rounded-lg bg-emerald-50 px-4 py-2.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
            <Icon node={CircleCheck} className="size-4" aria-hidden="true" />
            Módulo completado
          </p>
        ) : videoSource(module.videoId).kind !== 'none' ? (
          <p className="text-sm text-slate-600">Se completa al ver el video.</p>
        ) : (
          <Button variant="outline" loading={saving} onClick={onComplete}>
            <Icon node={CircleCheck} className="size-4" aria-hidden="true" />
            Marcar como completado
          </Button>
        )}
      </div>
    </div>
  );
}
