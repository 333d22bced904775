import { CircleCheck } from 'lucide';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { ModuleVideo } from '../../components/video/ModuleVideo';
import type { Position } from './player-position';
import type { StudyCourse } from '../../../shared/responses/learning';

type ModuleStageProps = {
  course: StudyCourse;
  position: Position;
  saving: boolean;
  onComplete: () => void;
  onEnded: () => void;
};

/** The current module: its video, its title and the 'Marcar como completado' button. */
export function ModuleStage({ course, position, saving, onComplete, onEnded }: ModuleStageProps) {
  const unit = course.units[position.unitIndex];
  const module = unit?.modules[position.moduleIndex];
  if (!unit || !module) return null;
  const completed = course.progress.completedModuleIds.includes(module.id);
  return (
    <div className="flex flex-col gap-4">
      <ModuleVideo
        key={module.id}
        videoId={module.videoId}
        title={module.title}
        onEnded={onEnded}
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
