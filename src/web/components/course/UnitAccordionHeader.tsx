import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

type UnitAccordionHeaderProps = { number: number; title: string; detail: string };

/** The clickable header of a unit in a course outline: 'Unidad N: title', a detail line, a chevron. */
export function UnitAccordionHeader({ number, title, detail }: UnitAccordionHeaderProps) {
  return (
    <Accordion.Header asChild>
      <h3>
        <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 bg-slate-50 px-5 py-3.5 text-left hover:bg-slate-100">
          <span className="flex flex-col">
            <span className="font-semibold text-brand-900">
              Unidad {number}: {title}
            </span>
            <span className="text-xs text-slate-600">{detail}</span>
          </span>
          <ChevronDown
            className="size-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </Accordion.Trigger>
      </h3>
    </Accordion.Header>
  );
}
