import { clsx } from 'clsx';
import { ChevronDown } from 'lucide';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/Icon';
import { useDisclosure } from '../../lib/use-disclosure';
import { panelMenu, type MenuSection } from './panel-pages';

const MENU = panelMenu();

function Section({ section, onMove }: { section: MenuSection; onMove: () => void }) {
  const headingId = useId();
  return (
    <div className="flex flex-col">
      {section.group && (
        <p
          id={headingId}
          className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          {section.group}
        </p>
      )}
      <ul aria-labelledby={section.group ? headingId : undefined} className="flex flex-col">
        {section.links.map(({ label, to, icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/panel'}
              onClick={onMove}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-2.5 rounded-lg px-3 py-1.5 text-sm font-medium md:py-1',
                  isActive
                    ? 'bg-brand-800 text-white'
                    : 'text-slate-800 hover:bg-brand-50 hover:text-brand-900',
                )
              }
            >
              <Icon node={icon} className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The panel's side menu, grouped as its table says (panel-pages.ts); the current page is
 * highlighted and marked aria-current="page" (Cursos stays current in the course editor). From
 * 768 px it stays in view below the site's header (64 px) while a long page scrolls; on a phone it folds
 * behind a button and folds again after a move.
 */
export function PanelNav() {
  const { open, setOpen, contentId, buttonProps } = useDisclosure();
  return (
    <nav aria-label="Secciones del panel" className="md:sticky md:top-20 md:self-start">
      <button
        {...buttonProps}
        className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-brand-900 md:hidden"
      >
        Secciones del panel
        <Icon
          node={ChevronDown}
          className={clsx('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={contentId}
        className={clsx('mt-2 flex-col gap-1 md:mt-0 md:flex', open ? 'flex' : 'hidden')}
      >
        {MENU.map((section) => (
          <Section key={section.group ?? ''} section={section} onMove={() => setOpen(false)} />
        ))}
      </div>
    </nav>
  );
}
