import { useId, type ReactNode } from 'react';
import { useRouteMeta } from '../../lib/use-route-meta';

type AccountSectionProps = { intro?: ReactNode; children: ReactNode };

/**
 * One account page: sets the browser title its table gives it (account-pages.ts), then a card
 * with its heading (h2; the h1 greets).
 */
export function AccountSection({ intro, children }: AccountSectionProps) {
  const meta = useRouteMeta();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {meta.title}
      </h2>
      {intro && <div className="mt-2 text-sm text-slate-700">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
