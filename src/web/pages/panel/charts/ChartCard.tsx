import { useId, type ReactNode } from 'react';

type ChartCardProps = {
  title: string;
  /** What the figures are, under the title. */
  description: ReactNode;
  /** Beside the title: a period to choose, a download. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A chart of the dashboard on its card, named by its heading. */
export function ChartCard({ title, description, actions, children }: ChartCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-brand-900">
            {title}
          </h3>
          <div className="text-sm text-slate-600">{description}</div>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-end gap-3">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
