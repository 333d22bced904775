import { CalendarPlus, Copy } from 'lucide';
import { useState } from 'react';
import { dueDatesFeedPath } from '../../api/tax-calendar';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { feedLinks } from './feed-links';

type CalendarLinksProps = {
  digit: number;
  /** The obligations ticked; none: every one, those the firm adds later too. */
  obligations: readonly string[];
};

/**
 * 'Agregar a mi calendario': the feed of the digit's dates, which a calendar app keeps up to
 * date. Drawn in the browser only (there is no digit before the page runs), so the site's own
 * address is at hand.
 */
export function CalendarLinks({ digit, obligations }: CalendarLinksProps) {
  const links = feedLinks(window.location.origin, dueDatesFeedPath(digit, obligations));
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(links.address);
      setCopied('Copiamos el enlace: pegalo en tu calendario como «Agregar desde URL».');
    } catch {
      setCopied('No pudimos copiarlo: seleccioná el enlace y copialo a mano.');
    }
  }

  return (
    <section
      aria-labelledby="calendar-links-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="calendar-links-title" className="text-xl font-bold text-brand-900">
        Agregar a mi calendario
      </h2>
      <p className="text-slate-700">
        Suscribite a tus vencimientos desde el calendario que uses (Google, el del iPhone o la Mac,
        Outlook): las fechas aparecen solas y se actualizan si cambian.
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href={links.google}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary')}
        >
          <Icon node={CalendarPlus} className="size-5" aria-hidden="true" />
          Agregar a Google Calendar<span className="sr-only"> (se abre en otra pestaña)</span>
        </a>
        <a href={links.webcal} className={buttonClasses('outline')}>
          <Icon node={CalendarPlus} className="size-5" aria-hidden="true" />
          Abrir en mi calendario
        </a>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="feed-address" className="text-sm font-medium text-slate-700">
          O copiá el enlace (Outlook y otros)
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="feed-address"
            readOnly
            value={links.address}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-slate-800"
          />
          <Button variant="ghost" onClick={() => void copy()}>
            <Icon node={Copy} className="size-4" aria-hidden="true" />
            Copiar el enlace
          </Button>
        </div>
        <p role="status" className="text-sm text-slate-600">
          {copied}
        </p>
      </div>
    </section>
  );
}
