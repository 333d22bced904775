import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

type BuyPanelProps = { title: string; className?: string; children: ReactNode };

/** One of the two white cards of the buy page, named by its heading. */
export function BuyPanel({ title, className, children }: BuyPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
        className,
      )}
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
