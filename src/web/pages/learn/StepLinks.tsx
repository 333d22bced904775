import { ChevronLeft, ChevronRight } from 'lucide';
import { Link } from '../../navigation/Link';
import { Icon } from '../../components/ui/Icon';
import type { Step } from './course-steps';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50';

/** 'Anterior' and 'Siguiente' in the course's order, evaluations included. */
export function StepLinks({ previous, next }: { previous?: Step; next?: Step }) {
  return (
    <nav aria-label="Clases" className="flex items-center justify-between gap-4">
      {previous ? (
        <Link to={previous.search} className={linkClass}>
          <Icon node={ChevronLeft} className="size-4" aria-hidden="true" />
          Anterior
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.search} className={linkClass}>
          Siguiente
          {next.kind === 'quiz' && <span className="font-normal">: Evaluación</span>}
          <Icon node={ChevronRight} className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
