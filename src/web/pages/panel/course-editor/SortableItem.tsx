import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { GripVertical } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';

type SortableItemProps = {
  /** The item's React key, which identifies it while dragging. */
  sortId: string;
  /** The drag handle's accessible name, e.g. 'Mover módulo: Introducción'. */
  handleLabel: string;
  /** Outlined in red: the server found something wrong with the item. */
  invalid: boolean;
  className: string;
  /** The item's content, given the drag handle to place. */
  children: (handle: ReactNode) => ReactNode;
};

/** An item of a SortableList, dragged by its handle (picked up by Space or Enter too). */
export function SortableItem({
  sortId,
  handleLabel,
  invalid,
  className,
  children,
}: SortableItemProps) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: sortId, attributes: { roleDescription: 'elemento reordenable' } });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
      }}
      className={clsx(
        'border',
        invalid ? 'border-red-300' : 'border-slate-200',
        isDragging && 'relative z-10 shadow-lg',
        className,
      )}
    >
      {children(
        <button
          type="button"
          aria-label={handleLabel}
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-brand-800 active:cursor-grabbing"
        >
          <Icon node={GripVertical} className="size-5" aria-hidden="true" />
        </button>,
      )}
    </li>
  );
}
