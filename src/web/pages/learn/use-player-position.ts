import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { StudyCourse } from '../../../shared/courses';
import { positionSearch, resolvePosition, type Position } from './player-position';

/**
 * The module chosen by `?unit=&module=` (1-based); bad numbers fall back to the first module and
 * the address is corrected. `open` goes to another module as a new history entry.
 */
export function usePlayerPosition(units: StudyCourse['units'] | undefined) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const unit = params.get('unit');
  const module = params.get('module');
  const position = units ? resolvePosition(units, unit, module) : null;
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
