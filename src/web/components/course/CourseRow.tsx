import type { ReactNode } from 'react';
import { CourseCover } from './CourseCover';

/** A course as a row: its cover beside its words from `sm` (above them on phones). */
export function CourseRow({
  picture,
  children,
}: {
  picture: { url: string } | null;
  children: ReactNode;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <CourseCover
        picture={picture}
        place="related"
        className="aspect-video w-full sm:ml-4 sm:w-48 sm:shrink-0 sm:rounded-xl"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">{children}</div>
    </article>
  );
}
