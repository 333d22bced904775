/** Grey bars in place of a list's rows while it loads, announced once as 'Cargando...'. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Cargando...</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="h-12 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
      ))}
    </div>
  );
}
