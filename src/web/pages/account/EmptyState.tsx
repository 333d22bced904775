import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { buttonClasses } from '../../components/ui/Button';

/** A centred sentence (and optional action) for a list with nothing in it yet. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="text-slate-700">{children}</p>
      {action}
    </div>
  );
}

/** The way on from an empty list of courses or purchases: the catalogue. */
export function ViewCoursesLink() {
  return (
    <Link to="/courses" className={buttonClasses('primary')}>
      Ver cursos
    </Link>
  );
}
