import { clsx } from 'clsx';
import { Check } from 'lucide';
import { Icon } from '../../components/ui/Icon';

/** What the course includes (its own lines): in the price card (light) or the navy header (dark). */
export default function IncludedList({ items, tone }: { items: string[]; tone: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <ul
      aria-label="Incluye"
      className={clsx(
        'grid gap-2 text-sm',
        dark ? 'text-brand-50 sm:grid-cols-2' : 'text-slate-800',
      )}
    >
      {items.map((item, index) => (
        <li key={index} className="flex items-center gap-2">
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
