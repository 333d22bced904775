import type { ReactNode } from 'react';

/** Something that could not be loaded: the message in a red box, announced at once. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200">
      {children}
    </p>
  );
}
