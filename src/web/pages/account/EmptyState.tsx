import type { ReactNode } from 'react';

/** A centred sentence (and optional action) for a list with nothing in it yet. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="text-slate-700">{children}</p>
      {action}
    </div>
  );
}
