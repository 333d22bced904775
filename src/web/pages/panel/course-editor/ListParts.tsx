import { Plus } from 'lucide';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';

/** A list's heading with how many items it holds, e.g. 'Unidades • 3'. */
export function ListHeading({ id, title, count }: { id: string; title: string; count: number }) {
  return (
    <h4 id={id} className="text-lg font-semibold text-brand-900">
      {title} • {count}
    </h4>
  );
}

type AddButtonProps = { id: string; label: string; onClick: () => void };

/** 'Agregar unidad', 'Agregar módulo' and the like. */
export function AddButton({ id, label, onClick }: AddButtonProps) {
  return (
    <Button id={id} variant="outline" size="sm" onClick={onClick} className="self-start">
      <Icon node={Plus} className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** The server's message about a whole list (too many items, none at all). */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-600">
      {message}
    </p>
  );
}
