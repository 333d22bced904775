import { Link } from '../../../navigation/Link';
import { WarningNotice } from '../../../components/ui/WarningNotice';

/** Purchases whose payment does not match them wait for a person to look at them. */
export function ReviewNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <WarningNotice
      action={
        <Link
          to="/panel/purchases"
          className="shrink-0 text-sm font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          Revisar las compras
        </Link>
      }
    >
      {count === 1
        ? 'Hay 1 compra que necesita revisión: su pago no coincide con la compra.'
        : `Hay ${count} compras que necesitan revisión: sus pagos no coinciden con las compras.`}
    </WarningNotice>
  );
}
