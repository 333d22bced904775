import { ChevronDown, Lock } from 'lucide';
import { useId, type ReactNode } from 'react';
import { Icon } from '../ui/Icon';

type UnitDisclosureProps = {
  number: number;
  title: string;
  detail: string;
  open: boolean;
  onToggle: () => void;
  /** The unit's modules, shown while open (and kept in the page, hidden, while closed). */
  children: ReactNode;
  contentClassName?: string;
  /** A unit not open yet (drip release): a lock before the detail, which says when it opens. */
  locked?: boolean;
};

/**
 * One unit of a course outline: a heading with a button 'Unidad N: title' and a detail line that
 * shows and hides the unit's content (a disclosure: `aria-expanded`, a region named by the button).
 * The units stand one under another, a line between each two.
 */
export function UnitDisclosure(props: UnitDisclosureProps) {
  const { number, title, detail, open, onToggle, children, contentClassName, locked } = props;
  const id = useId();
  return (
    <div className="border-slate-200 not-first:border-t">
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-content`}
          onClick={onToggle}
          className="group flex w-full items-center justify-between gap-3 bg-slate-50 px-5 py-3.5 text-left hover:bg-slate-100"
        >
          <span className="flex flex-col">
            <span className="font-semibold text-brand-900">
              Unidad {number}: {title}
            </span>
            <span className="flex items-center gap-1 text-xs text-slate-600">
              {locked && <Icon node={Lock} className="size-3.5 shrink-0" aria-hidden="true" />}
              {detail}
            </span>
          </span>
          <Icon
            node={ChevronDown}
            className="size-5 shrink-0 text-slate-600 transition-transform group-aria-expanded:rotate-180"
            aria-hidden="true"
          />
        </button>
      </h3>
      <div
        id={`${id}-content`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className={contentClassName}
      >
        {children}
      </div>
    </div>
  );
}
