import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type CardFact = { label: string; value: ReactNode };

/** Label and value pairs in two aligned columns, inside a card of a list shown on phones. */
export function CardFacts({ facts, className }: { facts: CardFact[]; className?: string }) {
  return (
    <dl className={clsx('grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm', className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-slate-600">{fact.label}</dt>
          <dd className="break-all text-slate-800 tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
