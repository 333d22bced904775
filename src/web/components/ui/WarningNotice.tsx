import { TriangleAlert } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * An amber notice that asks for something to be done: its text, and beside it (below, on a
 * phone) the action that does it.
 */
export function WarningNotice({
  action,
  className = '',
  children,
}: {
  action: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <p className="flex items-start gap-2.5 text-sm text-amber-900">
        <Icon
          node={TriangleAlert}
          className="mt-0.5 size-5 shrink-0 text-amber-700"
          aria-hidden="true"
        />
        <span>{children}</span>
      </p>
      {action}
    </div>
  );
}
