import { TriangleAlert } from 'lucide';
import { Link } from '../../../navigation/Link';
import { Icon } from '../../../components/ui/Icon';

/** Purchases whose payment does not match them wait for a person to look at them. */
export function ReviewNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2.5 text-sm text-amber-900">
        <Icon
          node={TriangleAlert}
          className="mt-0.5 size-5 shrink-0 text-amber-700"
          aria-hidden="true"
        />
        <span>
          {count === 1
            ? 'Hay 1 compra que necesita revisión: su pago no coincide con la compra.'
            : `Hay ${count} compras que necesitan revisión: sus pagos no coinciden con las compras.`}
        </span>
      </p>
      <Link
        to="/panel/purchases"
        className="shrink-0 text-sm font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
      >
        Revisar las compras
      </Link>
    </div>
  );
}
