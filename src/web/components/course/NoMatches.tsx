import { SearchX } from 'lucide';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';

/** No course matches the search and category: says so and offers to clear the filters. */
export function NoMatches({ onClear, children }: { onClear: () => void; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <Icon node={SearchX} className="size-10 text-slate-500" aria-hidden="true" />
      <p className="text-slate-700" role="status">
        {children ?? 'No encontramos cursos con esos filtros. Probá con otra búsqueda o categoría.'}
      </p>
      <Button variant="outline" onClick={onClear}>
        Limpiar filtros
      </Button>
    </div>
  );
}
