import { useId, type ReactNode } from 'react';
import { useRouteMeta } from '../../lib/use-route-meta';

type PanelPageProps = {
  /** The page's heading (h2; the panel's h1 is above); its title in the table by default. */
  heading?: string;
  /** Buttons or links beside the heading ('Crear curso', 'Exportar CSV'). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * One page of the panel: sets the browser title its table gives it (panel-pages.ts), then its
 * heading, actions and content.
 */
export function PanelPage({ heading, actions, children }: PanelPageProps) {
  const meta = useRouteMeta();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {heading ?? meta.title}
        </h2>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
