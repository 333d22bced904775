import { clsx } from 'clsx';
import { Check } from 'lucide';
import { Icon } from '../../components/ui/Icon';

const INCLUDED = [
  'Material teórico',
  'Material práctico',
  'Planillas de Excel',
  'Ejercicios extra',
  'Acceso ilimitado',
];

/** What every course includes: in the price card (light) or in the navy header (dark). */
export default function IncludedList({ tone }: { tone: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <ul
      aria-label="Incluye"
      className={clsx(
        'grid gap-2 text-sm',
        dark ? 'text-brand-50 sm:grid-cols-2' : 'text-slate-800',
      )}
    >
      {INCLUDED.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <Icon
            node={Check}
            className={clsx('size-4', dark ? 'text-accent-300' : 'text-emerald-600')}
            aria-hidden="true"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
