import { clsx } from 'clsx';
import { bundleSaving } from '../../../shared/bundle-saving';
import { formatPrice } from '../../../shared/money';
import type { Priced } from '../../../shared/pricing';
import { useNow } from '../../lib/use-now';

type SavingLineProps = { bundle: Priced & { separatePrice: number }; className?: string };

/**
 * 'Por separado: $ X · Ahorrás $ Y': the route's courses one by one against its price in force;
 * nothing when the route does not cost less.
 */
export function SavingLine({ bundle, className }: SavingLineProps) {
  const { separate, saving } = bundleSaving(bundle, useNow());
  if (saving <= 0) return null;
  return (
    <p className={clsx('text-sm text-slate-700', className)}>
      Por separado: {formatPrice(separate)} ·{' '}
      <span className="font-semibold text-emerald-700">Ahorrás {formatPrice(saving)}</span>
    </p>
  );
}
