import { useId, type ReactNode } from 'react';
import type { PageMeta } from '../../../shared/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';

type PanelPageProps = {
  meta: PageMeta;
  /** The page's heading (h2; the panel's h1 is above); the title by default. */
  heading?: string;
  /** Buttons or links beside the heading ('Crear curso', 'Exportar CSV'). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One page of the panel: sets the browser title, then its heading, actions and content. */
export function PanelPage({ meta, heading = meta.title, actions, children }: PanelPageProps) {
  usePageMeta(meta);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {heading}
        </h2>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
