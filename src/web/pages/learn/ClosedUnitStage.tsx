import { Lock } from 'lucide';
import { Icon } from '../../components/ui/Icon';
import { availableOn } from '../../../shared/unit-release';

type ClosedUnitStageProps = { unitNumber: number; title: string; opensOn: string };

/** In place of a lesson of a unit not open yet to the student (a link to it, say): when it opens. */
export function ClosedUnitStage({ unitNumber, title, opensOn }: ClosedUnitStageProps) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 px-6 py-12 text-center ring-1 ring-slate-200"
    >
      <Icon node={Lock} className="size-8 text-slate-500" aria-hidden="true" />
      <p className="text-sm font-medium text-slate-600">
        Unidad {unitNumber}: {title}
      </p>
      <p className="text-xl font-bold text-brand-900">{availableOn(opensOn)}</p>
      <p className="text-sm text-slate-700">Esta unidad todavía no está abierta para vos.</p>
    </div>
  );
}
