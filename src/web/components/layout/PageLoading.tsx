import { LoaderCircle } from 'lucide';
import { Icon } from '../ui/Icon';

export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <Icon node={LoaderCircle} className="size-8 animate-spin text-brand-600" aria-hidden="true" />
      <span className="sr-only">Cargando...</span>
    </div>
  );
}
