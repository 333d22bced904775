import { Link } from '../../navigation/Link';
import { BRAND } from '../../../shared/brand';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2.5" aria-label={`${BRAND.name}, inicio`}>
      <img src="/favicon.svg" alt="" className="size-9" width="36" height="36" />
      <span className={inverted ? 'leading-tight text-white' : 'leading-tight text-brand-900'}>
        <span className="block text-base font-bold">{BRAND.shortName}</span>
        <span
          className={inverted ? 'block text-xs text-brand-100' : 'block text-xs text-slate-600'}
        >
          Contadores públicos
        </span>
      </span>
    </Link>
  );
}
