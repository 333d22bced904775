import { clsx } from 'clsx';
import { Icon, type IconNode } from './Icon';
import type { StatusTone } from './StatusTag';

const tones: Record<StatusTone, string> = {
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100/60',
  error: 'bg-red-50 text-red-600 ring-red-100/60',
  warning: 'bg-amber-50 text-amber-600 ring-amber-100/60',
  neutral: 'bg-slate-100 text-slate-500 ring-slate-100/60',
  brand: 'bg-brand-50 text-brand-600 ring-brand-100/60',
};

type ToneIconProps = { icon: IconNode; tone: StatusTone; spin?: boolean };

/** The large round icon that opens a result screen, coloured by its tone. */
export function ToneIcon({ icon, tone, spin = false }: ToneIconProps) {
  return (
    <span
      className={clsx(
        'flex size-16 shrink-0 items-center justify-center rounded-full ring-8',
        tones[tone],
      )}
    >
      <Icon node={icon} className={clsx('size-8', spin && 'animate-spin')} aria-hidden="true" />
    </span>
  );
}
