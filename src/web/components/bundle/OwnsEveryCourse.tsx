import { CircleCheck } from 'lucide';
import { Link } from '../../navigation/Link';
import { buttonClasses } from '../ui/Button';
import { Icon } from '../ui/Icon';

/** Said of a route whose every course the person has: nothing left to buy, 'Mis cursos' instead. */
export const OWNS_EVERY_COURSE = 'Ya tenés todos los cursos de esta ruta.';

/** In place of buying a route the person has every course of: the message and 'Mis cursos'. */
export function OwnsEveryCourse({ className }: { className?: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex gap-2 text-sm text-slate-700">
        <Icon
          node={CircleCheck}
          className="mt-0.5 size-4 shrink-0 text-emerald-700"
          aria-hidden="true"
        />
        {OWNS_EVERY_COURSE}
      </p>
      <Link to="/account/courses" className={buttonClasses('primary', className)}>
        Mis cursos
      </Link>
    </div>
  );
}
