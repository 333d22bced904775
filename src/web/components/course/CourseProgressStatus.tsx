import { CircleCheck } from 'lucide';
import { Icon } from '../ui/Icon';
import { ProgressBar } from './ProgressBar';
import type { CourseProgress } from '../../../shared/responses/learning';

/**
 * A bar and the percent under way, 'Completado' at 100; nothing before the first lesson (the card
 * offers 'Empezar') or without progress.
 */
export function CourseProgressStatus({ progress }: { progress?: CourseProgress }) {
  if (!progress) return null;
  const { percent } = progress;
  if (percent <= 0) return null;
  if (percent >= 100) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700">
        <Icon node={CircleCheck} className="size-4" aria-hidden="true" />
        Completado
      </p>
    );
  }
  return (
    <div className="flex w-full items-center gap-3">
      <ProgressBar percent={percent} label="Progreso del curso" className="flex-1" />
      <span className="text-sm font-semibold text-brand-800">{percent}%</span>
    </div>
  );
}
