import { Clock } from 'lucide';
import { Icon } from '../ui/Icon';

/** What a purchase brings to the account, by what was bought. */
export const ARRIVES = {
  course: 'el curso aparece en Mis cursos',
  bundle: 'los cursos de la ruta aparecen en Mis cursos',
  seats: 'asignás las licencias por correo en Mi empresa',
};

/**
 * When a bought course (or a route's courses) shows up, said before paying and again on the
 * result screen.
 */
export function DeliveryNotice({ kind = 'course' }: { kind?: keyof typeof ARRIVES }) {
  return (
    <p className="flex gap-2.5 rounded-xl bg-amber-50 p-3 text-left text-sm text-amber-900 ring-1 ring-amber-200">
      <Icon node={Clock} className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span>
        Una vez acreditado el pago, {ARRIVES[kind]}. Algunos medios de pago, como el efectivo,
        pueden demorar hasta 2 días hábiles en acreditarse.
      </span>
    </p>
  );
}
