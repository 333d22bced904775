import { LoaderCircle } from 'lucide';
import { Icon } from '../ui/Icon';

/** A page on its way: a full screen, so the footer stays below it and does not jump when it arrives. */
export function PageLoading() {
  return (
    <div className="flex min-h-svh items-center justify-center" role="status">
      <Icon node={LoaderCircle} className="size-8 animate-spin text-brand-600" aria-hidden="true" />
      <span className="sr-only">Cargando...</span>
    </div>
  );
}
