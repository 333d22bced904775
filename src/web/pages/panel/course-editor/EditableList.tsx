import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { DeleteItemDialog } from './ConfirmDialog';
import { itemName, type ItemKind } from './item-kinds';
import { AddButton, ListError, ListHeading } from './ListParts';
import { SortableList } from './SortableList';
import type { ItemListState } from './use-item-list';

export type EditableListProps = {
  kind: ItemKind;
  /**
   * Names a list without a heading of its own (the modules of a unit: 'Módulos de la unidad 1').
   * Any other list is headed by its name and count, e.g. 'Unidades • 3'.
   */
  label?: string;
  list: Pick<ItemListState, 'move' | 'remove' | 'listError'>;
  /** The items' React keys, in order. */
  keys: string[];
  /** The item's title, for announcements. */
  titleOf: (index: number) => string;
  onAdd: () => void;
  /** One <li>; `askDelete` opens the confirmation. */
  renderItem: (index: number, askDelete: () => void) => ReactNode;
  /** The list's height limit, past which it scrolls. */
  className?: string;
};

/**
 * A list of the course form: items that can be reordered, deleted after confirming (only from
 * the form: nothing is sent until submitting) and added at the end.
 */
export function EditableList({
  kind,
  list,
  keys,
  titleOf,
  renderItem,
  ...rest
}: EditableListProps) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const headingId = useId();
  const addId = useId();
  return (
    <div className="flex flex-col gap-3">
      {!rest.label && <ListHeading id={headingId} title={kind.plural} count={keys.length} />}
      <ListError message={list.listError} />
      {keys.length === 0 ? (
        <p className="text-sm text-slate-600">{kind.empty}</p>
      ) : (
        <SortableList
          ids={keys}
          onMove={list.move}
          describe={(index) => itemName(kind, titleOf(index))}
        >
          <ol
            aria-label={rest.label}
            aria-labelledby={rest.label ? undefined : headingId}
            className={clsx('flex flex-col gap-2 overflow-y-auto p-1', rest.className)}
          >
            {keys.map((_, index) => renderItem(index, () => setDeleting(index)))}
          </ol>
        </SortableList>
      )}
      <AddButton id={addId} label={`Agregar ${kind.noun}`} onClick={rest.onAdd} />
      <DeleteItemDialog
        kind={kind}
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) list.remove(deleting);
          setDeleting(null);
          // The dialog would give the focus back to the deleted item's button: gone with it.
          setTimeout(() => document.getElementById(addId)?.focus());
        }}
      />
    </div>
  );
}
