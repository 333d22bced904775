import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../navigation/navigation';
import { positionSearch, resolvePosition, resumeModule, type Position } from './player-position';
import type { StudyCourse } from '../../../shared/responses/learning';

/**
 * The module chosen by `?unit=&module=` (1-based); without them, or with bad numbers, the first
 * module not completed yet (where the student left off), and the address is corrected. `open`
 * goes to another module as a new history entry.
 */
export function usePlayerPosition(course: Pick<StudyCourse, 'units' | 'progress'> | undefined) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const unit = params.get('unit');
  const module = params.get('module');
  const position = course
    ? resolvePosition(
        course.units,
        unit,
        module,
        resumeModule(course.units, course.progress.completedModuleIds),
      )
    : null;
  const canonical = position ? positionSearch(position) : null;

  useEffect(() => {
    if (canonical && canonical !== `?unit=${unit}&module=${module}`) {
      void navigate({ search: canonical }, { replace: true, preventScrollReset: true });
    }
  }, [canonical, unit, module, navigate]);

  const open = useCallback(
    (next: Position) => void navigate({ search: positionSearch(next) }),
    [navigate],
  );
  return { position, open };
}
