import { COURSE_GRID_CLASSES } from './grid-classes';

/** A grey placeholder with the shape of a CourseCard, shown while the catalogue loads. */
export function CourseCardSkeleton() {
  return (
    <div
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
      aria-hidden="true"
    >
      <div className="aspect-video w-full bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-24 rounded-full bg-slate-200" />
        <div className="h-5 w-4/5 rounded bg-slate-200" />
        <div className="flex flex-col gap-2">
          <div className="h-3.5 w-full rounded bg-slate-100" />
          <div className="h-3.5 w-full rounded bg-slate-100" />
          <div className="h-3.5 w-2/3 rounded bg-slate-100" />
        </div>
        <div className="mt-auto flex items-center justify-between border-t border-slate-100 pt-4">
          <div className="h-6 w-28 rounded bg-slate-200" />
          <div className="h-4 w-16 rounded bg-slate-100" />
        </div>
      </div>
    </div>
  );
}

/** A grid of `count` skeleton cards, announced once as "Cargando cursos...". */
export function CourseGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Cargando cursos...
      </p>
      <div className={COURSE_GRID_CLASSES}>
        {Array.from({ length: count }, (_, index) => (
          <CourseCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
